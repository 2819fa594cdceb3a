import { describe, expect, it } from '@jest/globals';
import { BROKEN_UPLOAD, toDomainError } from './to-domain-error.js';

describe('toDomainError', () => {
  it('answers a multipart body that broke off as bad input, whichever way busboy says it', () => {
    for (const message of [
      'Unexpected end of form',
      'Unexpected end of file',
      'Malformed part header',
    ]) {
      const answered = toDomainError(new Error(message));
      expect(answered?.code).toBe('BAD_USER_INPUT');
      expect(answered?.message).toBe(BROKEN_UPLOAD);
    }
  });

  it('leaves other errors to be answered generically and logged', () => {
    expect(toDomainError(new Error('Unexpected end of JSON input'))).toBeNull();
    expect(toDomainError(new TypeError('x is not a function'))).toBeNull();
  });
});
