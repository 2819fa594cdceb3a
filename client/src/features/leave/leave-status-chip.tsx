import { StatusChip } from '@/components/status-chip';
import { LEAVE_STATUS_LABELS, LEAVE_STATUS_TONES } from '@/features/leave/leave-labels';
import type { LeaveStatus } from '@/gql/graphql';

export function LeaveStatusChip({ status }: { status: LeaveStatus }) {
  return <StatusChip status={status} labels={LEAVE_STATUS_LABELS} tones={LEAVE_STATUS_TONES} />;
}
