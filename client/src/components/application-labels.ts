import { PROGRAM_LABELS } from '@/components/program-labels';
import type { StatusTone } from '@/components/status-chip';
import type { ApplicationPosition, ApplicationStatus } from '@/gql/graphql';

// Shared by the application pages and the student dashboard, which do not import each other:
// one set of words and colours.

/** The scholarship applied for: the same two programmes a scholar serves in. */
export const POSITION_LABELS: Record<ApplicationPosition, string> = PROGRAM_LABELS;

/** A§2.5: underscores shown as spaces, words capitalised. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  interview_scheduled: 'Interview Scheduled',
  passed_interview: 'Passed Interview',
  hours_completed: 'Hours Completed',
  failed_interview: 'Failed Interview',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  on_hold: 'On Hold',
};

/** The one colour of each status, wherever it shows (the list, the review, the student's card). */
export const STATUS_COLORS: Record<ApplicationStatus, StatusTone> = {
  pending: 'warning',
  under_review: 'info',
  interview_scheduled: 'secondary',
  passed_interview: 'success',
  hours_completed: 'success',
  failed_interview: 'error',
  accepted: 'success',
  rejected: 'error',
  withdrawn: 'default',
  on_hold: 'warning',
};

/** A§2.1: the first application not closed is the active one. */
export const CLOSED_STATUSES: ApplicationStatus[] = ['failed_interview', 'rejected', 'withdrawn'];
