import { StatusChip } from '@/components/status-chip';
import {
  ITEM_STATUS_LABELS,
  ITEM_STATUS_TONES,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUS_TONES,
} from '@/features/requirements/requirement-documents';
import type { RequirementItemStatus, RequirementSubmissionStatus } from '@/gql/graphql';

export function ItemStatusChip({ status }: { status: RequirementItemStatus }) {
  return <StatusChip status={status} labels={ITEM_STATUS_LABELS} tones={ITEM_STATUS_TONES} />;
}

export function SubmissionStatusChip({ status }: { status: RequirementSubmissionStatus }) {
  return (
    <StatusChip status={status} labels={SUBMISSION_STATUS_LABELS} tones={SUBMISSION_STATUS_TONES} />
  );
}
