import { StatusChip } from '@/components/status-chip';
import { SCHOLAR_STATUS_LABELS, SCHOLAR_STATUS_TONES } from '@/features/scholars/scholar-labels';
import type { ScholarStatus } from '@/gql/graphql';

/** A§2.4: the Status badge, upper-case. */
export function ScholarStatusChip({ status }: { status: ScholarStatus }) {
  return (
    <StatusChip
      status={status}
      labels={SCHOLAR_STATUS_LABELS}
      tones={SCHOLAR_STATUS_TONES}
      upperCase
    />
  );
}
