import { describe, expect, it } from '@jest/globals';
import { allowedNextStatuses, canMove, deciderOf } from './leave-transitions.js';

describe(allowedNextStatuses.name, () => {
  it('lets the student cancel only a pending request', () => {
    expect(allowedNextStatuses('pending', 'owner')).toEqual(['cancelled']);
    expect(allowedNextStatuses('approved', 'owner')).toEqual([]);
    expect(allowedNextStatuses('disapproved', 'owner')).toEqual([]);
  });

  it('lets the office approve, disapprove or set pending from any open status', () => {
    for (const from of ['pending', 'approved', 'disapproved'] as const)
      expect(allowedNextStatuses(from, 'office')).toEqual(['pending', 'approved', 'disapproved']);
  });

  it('never lets the office cancel', () => {
    expect(canMove('pending', 'cancelled', 'office')).toBe(false);
    expect(canMove('approved', 'cancelled', 'office')).toBe(false);
  });

  it('lets HR also cancel', () => {
    expect(allowedNextStatuses('approved', 'hr')).toEqual([
      'pending',
      'approved',
      'disapproved',
      'cancelled',
    ]);
  });

  it('treats cancelled as final for everyone', () => {
    for (const decider of ['owner', 'office', 'hr'] as const)
      expect(allowedNextStatuses('cancelled', decider)).toEqual([]);
  });

  it('rejects a transition from approved by the student', () => {
    expect(canMove('approved', 'cancelled', 'owner')).toBe(false);
  });
});

describe(deciderOf.name, () => {
  it('maps roles to deciders', () => {
    expect(deciderOf('hr')).toBe('hr');
    expect(deciderOf('admin')).toBe('hr');
    expect(deciderOf('office')).toBe('office');
    expect(deciderOf('student')).toBe('owner');
  });
});
