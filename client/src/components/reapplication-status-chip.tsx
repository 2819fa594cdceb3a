import { StatusChip } from '@/components/status-chip';
import {
  REAPPLICATION_STATUS_LABELS,
  REAPPLICATION_STATUS_TONES,
} from '@/components/reapplication-labels';
import type { ReapplicationStatus } from '@/gql/graphql';

export function ReapplicationStatusChip({ status }: { status: ReapplicationStatus }) {
  return (
    <StatusChip
      status={status}
      labels={REAPPLICATION_STATUS_LABELS}
      tones={REAPPLICATION_STATUS_TONES}
    />
  );
}
