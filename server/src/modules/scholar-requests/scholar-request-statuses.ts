import type { UserRole } from '../../common/access/roles.js';
import type { ScholarRequestStatus } from './scholar-requests.table.js';

/** HR's answers: what a request may be moved to besides open and cancelled. */
export const ANSWERS = ['fulfilled', 'partially_fulfilled', 'declined'] as const;

const isAnswer = (status: ScholarRequestStatus) => (ANSWERS as readonly string[]).includes(status);

/**
 * The decision matrix of a scholar request, for one viewer. HR (and admin)
 * answer an open request (fulfilled, partially fulfilled, declined), revise an
 * answer (another one, or the same with new text) or reopen it; the office
 * that asked may withdraw it (cancelled) while it is open, and nothing else.
 * A withdrawn request is final. The service, both transports and the client's
 * choices all read this one table.
 */
export function allowedNextStatuses(
  from: ScholarRequestStatus,
  role: UserRole,
): readonly ScholarRequestStatus[] {
  switch (role) {
    case 'hr':
    case 'admin':
      if (from === 'open') return ANSWERS;
      return isAnswer(from) ? ['open', ...ANSWERS] : [];
    case 'office':
      return from === 'open' ? ['cancelled'] : [];
    default:
      return [];
  }
}

export function canMove(
  from: ScholarRequestStatus,
  to: ScholarRequestStatus,
  role: UserRole,
): boolean {
  return allowedNextStatuses(from, role).includes(to);
}
