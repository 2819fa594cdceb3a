import type { StatusTone } from '@/components/status-chip';
import type { ReapplicationStatus, RequirementItemStatus } from '@/gql/graphql';

// The words of the re-application and requirement screens (A§4, A§2.5), repeated here because
// features do not import each other.

export const REAPPLICATION_LABELS: Record<ReapplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const REAPPLICATION_TONES: Record<ReapplicationStatus, StatusTone> = {
  pending: 'warning',
  under_review: 'info',
  accepted: 'success',
  rejected: 'error',
};

export const REQUIREMENT_LABELS: Record<RequirementItemStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  needs_reupload: 'Needs re-upload',
};

export const REQUIREMENT_TONES: Record<RequirementItemStatus, StatusTone> = {
  submitted: 'info',
  approved: 'success',
  needs_reupload: 'warning',
};

/** "1.2 MB", "340 KB". */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
