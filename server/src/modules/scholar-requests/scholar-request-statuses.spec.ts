import { describe, expect, it } from '@jest/globals';
import { userRole } from '../users/users.table.js';
import type { UserRole } from '../../common/access/roles.js';
import { allowedNextStatuses, canMove } from './scholar-request-statuses.js';
import { scholarRequestStatus, type ScholarRequestStatus } from './scholar-requests.table.js';

const ANSWERED = ['open', 'fulfilled', 'partially_fulfilled', 'declined'] as const;

// Row by row: what each role may move a request to from each status.
const TABLE: Record<UserRole, Record<ScholarRequestStatus, readonly ScholarRequestStatus[]>> = {
  hr: {
    open: ['fulfilled', 'partially_fulfilled', 'declined'],
    fulfilled: ANSWERED,
    partially_fulfilled: ANSWERED,
    declined: ANSWERED,
    cancelled: [],
  },
  admin: {
    open: ['fulfilled', 'partially_fulfilled', 'declined'],
    fulfilled: ANSWERED,
    partially_fulfilled: ANSWERED,
    declined: ANSWERED,
    cancelled: [],
  },
  office: {
    open: ['cancelled'],
    fulfilled: [],
    partially_fulfilled: [],
    declined: [],
    cancelled: [],
  },
  student: { open: [], fulfilled: [], partially_fulfilled: [], declined: [], cancelled: [] },
};

const statuses = scholarRequestStatus.enumValues;
const cases = userRole.enumValues.flatMap((role) => statuses.map((from) => [role, from] as const));

describe('allowedNextStatuses', () => {
  it.each(cases)('offers %s exactly the table’s choices from %s', (role, from) => {
    expect([...allowedNextStatuses(from, role)].sort()).toEqual([...TABLE[role][from]].sort());
  });

  const forbidden = cases.flatMap(([role, from]) =>
    statuses.filter((to) => !TABLE[role][from].includes(to)).map((to) => [role, from, to] as const),
  );

  it.each(forbidden)('refuses %s a move from %s to %s', (role, from, to) => {
    expect(canMove(from, to, role)).toBe(false);
  });

  it('never lets HR withdraw a request nor the office answer one', () => {
    for (const from of statuses) {
      expect(canMove(from, 'cancelled', 'hr')).toBe(false);
      for (const to of ['fulfilled', 'partially_fulfilled', 'declined', 'open'] as const)
        expect(canMove(from, to, 'office')).toBe(false);
    }
  });

  it('keeps an open request open only by answering it, and a withdrawn one final', () => {
    expect(canMove('open', 'open', 'hr')).toBe(false);
    for (const role of userRole.enumValues)
      expect(allowedNextStatuses('cancelled', role)).toEqual([]);
  });
});
