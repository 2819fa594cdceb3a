import { describe, expect, it } from '@jest/globals';
import { randomToken } from './random-token.js';

describe(randomToken.name, () => {
  it('gives base64url tokens of the requested number of bytes', () => {
    expect(randomToken(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
    expect(Buffer.from(randomToken(5000), 'base64url')).toHaveLength(5000);
  });

  it('never hands out the same bytes twice, across refills of its pool', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken(24));
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
