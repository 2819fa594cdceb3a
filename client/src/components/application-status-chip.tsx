import { StatusChip } from '@/components/status-chip';
import { STATUS_COLORS, STATUS_LABELS } from '@/components/application-labels';
import type { ApplicationStatus } from '@/gql/graphql';

export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  return <StatusChip status={status} labels={STATUS_LABELS} tones={STATUS_COLORS} />;
}
