import type { LeaveStatus, LeaveType } from './leave.table.js';
import { dateFormat } from '../../common/date-format.js';

/** A§2.3 / A§9: the labels of the leave types (`vacation` reads Bereavement Leave). */
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  sick: 'Sick Leave',
  social: 'Social Orientation',
  vacation: 'Bereavement Leave',
  others: 'Others',
};

/** One set of words for every screen, notice and mail (HR's "rejected" reads Disapproved). */
export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  disapproved: 'Disapproved',
  cancelled: 'Cancelled',
};

/** "Nov 3, 2026". */
export function shortDate(date: string): string {
  return dateFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Nov 3, 2026" or "Nov 3, 2026 – Nov 5, 2026". */
export function dateSpan(from: string, to: string): string {
  return from === to ? shortDate(from) : `${shortDate(from)} – ${shortDate(to)}`;
}
