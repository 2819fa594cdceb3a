import type { StatusTone } from '@/components/status-chip';
import type { LeaveStatus, LeaveType } from '@/gql/graphql';

/** A§2.3 Type of Leave (`vacation` reads Bereavement Leave). */
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  sick: 'Sick Leave',
  social: 'Social Orientation',
  vacation: 'Bereavement Leave',
  others: 'Others',
};

/** One set of words everywhere: HR's "rejected" of the spec reads Disapproved too. */
export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  disapproved: 'Disapproved',
  cancelled: 'Cancelled',
};

export const LEAVE_STATUS_TONES: Record<LeaveStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  disapproved: 'error',
  cancelled: 'default',
};

/** A§2.4 Leave Requests' status select: All statuses, Pending, Approved, Disapproved. */
export const OFFICE_STATUS_FILTER: Partial<Record<LeaveStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  disapproved: 'Disapproved',
};

/** A§2.4 Actions modal: the decision buttons' words. */
export const DECISION_LABELS: Record<LeaveStatus, string> = {
  approved: 'Approve',
  disapproved: 'Disapprove',
  pending: 'Set Pending',
  cancelled: 'Cancel Leave',
};
