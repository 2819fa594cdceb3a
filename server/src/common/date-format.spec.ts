import { describe, expect, it } from '@jest/globals';
import { dateFormat } from './date-format.js';

describe(dateFormat.name, () => {
  it('formats as a new Intl.DateTimeFormat with the same options would', () => {
    const options = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const at = new Date('2026-11-03T00:00:00Z');
    expect(dateFormat('en-US', options).format(at)).toBe(
      new Intl.DateTimeFormat('en-US', options).format(at),
    );
  });

  it('keeps one formatter per locale and options', () => {
    const manila = dateFormat('en-CA', { timeZone: 'Asia/Manila' });
    expect(dateFormat('en-CA', { timeZone: 'Asia/Manila' })).toBe(manila);
    expect(dateFormat('en-CA', { timeZone: 'UTC' })).not.toBe(manila);
    expect(dateFormat('en-US', { timeZone: 'Asia/Manila' })).not.toBe(manila);
  });
});
