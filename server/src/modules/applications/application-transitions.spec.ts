import { describe, expect, it } from '@jest/globals';
import { allowedTransitions, canTransition, isFinal } from './application-transitions.js';
import { applicationStatus, type ApplicationStatus } from './applications.table.js';

// A§4, row by row: the choices HR has in each status ("stay" is the status itself).
const TABLE: Record<ApplicationStatus, ApplicationStatus[]> = {
  pending: ['pending', 'under_review', 'on_hold', 'rejected'],
  under_review: ['under_review', 'interview_scheduled', 'on_hold', 'rejected'],
  interview_scheduled: [
    'interview_scheduled',
    'passed_interview',
    'failed_interview',
    'on_hold',
    'rejected',
  ],
  passed_interview: ['passed_interview', 'hours_completed', 'on_hold', 'rejected'],
  hours_completed: ['hours_completed', 'accepted', 'on_hold', 'rejected'],
  failed_interview: ['interview_scheduled', 'rejected'],
  accepted: [],
  on_hold: ['on_hold', 'under_review', 'interview_scheduled', 'rejected'],
  rejected: [],
  withdrawn: [],
};

const statuses = applicationStatus.enumValues;

describe('allowedTransitions', () => {
  it.each(statuses)('offers exactly the A§4 choices from %s', (from) => {
    expect([...allowedTransitions(from)].sort()).toEqual([...TABLE[from]].sort());
  });

  const forbidden = statuses.flatMap((from) =>
    statuses.filter((to) => !TABLE[from].includes(to)).map((to) => [from, to] as const),
  );

  it.each(forbidden)('rejects a move from %s to %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('lets a failed interview be rescheduled but not kept', () => {
    expect(canTransition('failed_interview', 'interview_scheduled')).toBe(true);
    expect(canTransition('failed_interview', 'failed_interview')).toBe(false);
  });

  it.each(['accepted', 'rejected', 'withdrawn', 'failed_interview'] as const)(
    'shows %s as view-only in the list',
    (status) => {
      expect(isFinal(status)).toBe(true);
    },
  );

  it.each([
    'pending',
    'under_review',
    'interview_scheduled',
    'passed_interview',
    'hours_completed',
    'on_hold',
  ] as const)('keeps %s open for review', (status) => {
    expect(isFinal(status)).toBe(false);
  });
});
