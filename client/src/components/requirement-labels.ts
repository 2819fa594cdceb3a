import type { StatusTone } from '@/components/status-chip';
import type { RequirementItemStatus } from '@/gql/graphql';

// A requirement item and a whole submission share these three states (A§2.5).

export const REQUIREMENT_STATUS_LABELS: Record<RequirementItemStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  needs_reupload: 'Needs re-upload',
};

export const REQUIREMENT_STATUS_TONES: Record<RequirementItemStatus, StatusTone> = {
  submitted: 'info',
  approved: 'success',
  needs_reupload: 'warning',
};
