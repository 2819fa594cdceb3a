import {
  REQUIREMENT_STATUS_LABELS,
  REQUIREMENT_STATUS_TONES,
} from '@/components/requirement-labels';
import { StatusChip } from '@/components/status-chip';
import type { RequirementItemStatus, RequirementSubmissionStatus } from '@/gql/graphql';

/** An item's status or a whole submission's: the same three states. */
export function RequirementStatusChip({
  status,
}: {
  status: RequirementItemStatus | RequirementSubmissionStatus;
}) {
  return (
    <StatusChip
      status={status}
      labels={REQUIREMENT_STATUS_LABELS}
      tones={REQUIREMENT_STATUS_TONES}
    />
  );
}
