import type { StatusTone } from '@/components/status-chip';
import type { ReapplicationStatus } from '@/gql/graphql';

// Shared by HR's re-application screens and the scholar's records, which do not import each
// other: one set of words and colours.

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
