import type { StatusTone } from '@/components/status-chip';
import type { EvaluationTerm, ReapplicationStatus } from '@/gql/graphql';

/** A§4 Reapplication statuses (underscores as spaces, words capitalised). */
export const REAPPLICATION_STATUS_LABELS: Record<ReapplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const REAPPLICATION_STATUS_TONES: Record<ReapplicationStatus, StatusTone> = {
  pending: 'warning',
  under_review: 'info',
  accepted: 'success',
  rejected: 'error',
};

/** A§2.3 Term options. */
export const TERM_LABELS: Record<EvaluationTerm, string> = {
  first: 'First Semester',
  second: 'Second Semester',
  short: 'Short Term',
};
