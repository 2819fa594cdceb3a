import type { UserRole } from '../../common/access/roles.js';
import type { ReapplicationStatus } from './reapplications.table.js';

export const REAPPLICATION_STATUS_LABELS: Record<ReapplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

const OPEN: readonly ReapplicationStatus[] = ['pending', 'under_review', 'accepted', 'rejected'];

/**
 * The re-application decision matrix (A§4), in one place. Only HR decides:
 * - pending and under_review move to any status (HR may take a case back to pending);
 * - accepted and rejected are decided, but revisable: HR may reopen them to
 *   under_review (a mistake is corrected by reopening, then deciding again),
 *   never jump straight from accepted to rejected or back;
 * - keeping the status it has saves the HR comments only.
 * Students and office staff decide nothing.
 */
export function allowedNextStatuses(
  from: ReapplicationStatus,
  role: UserRole,
): readonly ReapplicationStatus[] {
  if (role !== 'hr' && role !== 'admin') return [];
  if (from === 'accepted' || from === 'rejected') return [from, 'under_review'];
  return OPEN;
}

export function canMove(
  from: ReapplicationStatus,
  to: ReapplicationStatus,
  role: UserRole,
): boolean {
  return allowedNextStatuses(from, role).includes(to);
}
