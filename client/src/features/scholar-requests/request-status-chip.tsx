import { StatusChip } from '@/components/status-chip';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_TONES,
} from '@/features/scholar-requests/scholar-request-labels';
import type { ScholarRequestStatus } from '@/gql/graphql';

export function RequestStatusChip({ status }: { status: ScholarRequestStatus }) {
  return <StatusChip status={status} labels={REQUEST_STATUS_LABELS} tones={REQUEST_STATUS_TONES} />;
}
