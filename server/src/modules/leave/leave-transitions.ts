import type { UserRole } from '../../common/access/roles.js';
import type { LeaveStatus } from './leave.table.js';

/** Who is deciding: the student who filed the request, office staff of the scholar's office, or HR. */
export type LeaveDecider = 'owner' | 'office' | 'hr';

const OPEN: readonly LeaveStatus[] = ['pending', 'approved', 'disapproved'];

/**
 * The leave decision matrix, in one place (A§4 "Other statuses", ARCHITECTURE §6):
 * - the student cancels their own request while it is pending, and nothing else;
 * - office staff set pending, approved or disapproved from any of those (A§2.4's
 *   Approve / Disapprove / Set Pending); the status it already has means "keep it,
 *   save the remarks";
 * - HR may also cancel (A§2.5's select), and keeps a status to save its note;
 * - cancelled is final for everyone.
 */
export function allowedNextStatuses(
  from: LeaveStatus,
  decider: LeaveDecider,
): readonly LeaveStatus[] {
  if (from === 'cancelled') return [];
  switch (decider) {
    case 'owner':
      return from === 'pending' ? ['cancelled'] : [];
    case 'office':
      return OPEN;
    case 'hr':
      return [...OPEN, 'cancelled'];
  }
}

export function canMove(from: LeaveStatus, to: LeaveStatus, decider: LeaveDecider): boolean {
  return allowedNextStatuses(from, decider).includes(to);
}

/** How a viewer decides a request: staff by role, a student only their own. */
export function deciderOf(role: UserRole): LeaveDecider {
  if (role === 'hr' || role === 'admin') return 'hr';
  if (role === 'office') return 'office';
  return 'owner';
}
