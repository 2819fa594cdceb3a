import { describe, expect, it } from '@jest/globals';
import { allowedNextStatuses, canMove } from './reapplication-transitions.js';

describe('re-application transitions', () => {
  it('lets HR move an open re-application anywhere', () => {
    for (const from of ['pending', 'under_review'] as const)
      expect(allowedNextStatuses(from, 'hr')).toEqual([
        'pending',
        'under_review',
        'accepted',
        'rejected',
      ]);
  });

  it('lets HR only keep or reopen a decided one', () => {
    expect(allowedNextStatuses('accepted', 'hr')).toEqual(['accepted', 'under_review']);
    expect(allowedNextStatuses('rejected', 'admin')).toEqual(['rejected', 'under_review']);
    expect(canMove('accepted', 'rejected', 'hr')).toBe(false);
    expect(canMove('rejected', 'accepted', 'hr')).toBe(false);
    expect(canMove('rejected', 'under_review', 'hr')).toBe(true);
  });

  it('gives students and office staff no decision', () => {
    for (const role of ['student', 'office'] as const) {
      expect(allowedNextStatuses('pending', role)).toEqual([]);
      expect(canMove('pending', 'accepted', role)).toBe(false);
    }
  });
});
