import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { leaveDates } from '@/features/leave/leave-dates';
import { LeaveStatusChip } from '@/features/leave/leave-status-chip';
import type { LeaveRequestFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';

type Leave = LeaveRequestFieldsFragment;

interface MyLeaveRequestsProps {
  rows: Leave[] | undefined;
  loading: boolean;
  onRetry(): void;
  /** The id of the request being cancelled, if any. */
  cancelling: string | null;
  onCancel(leave: Leave): void;
}

function Remarks({ leave }: { leave: Leave }) {
  if (!leave.remarks && !leave.hrNote) return null;
  return (
    <Stack spacing={0.5}>
      {leave.remarks && <Typography variant="body2">{leave.remarks}</Typography>}
      {leave.hrNote && (
        <Typography variant="body2" color="text.secondary">
          HR: {leave.hrNote}
        </Typography>
      )}
    </Stack>
  );
}

/** Below the form: the student's own requests with status, remarks, and Cancel while pending. */
export function MyLeaveRequests({
  rows,
  loading,
  onRetry,
  cancelling,
  onCancel,
}: MyLeaveRequestsProps) {
  const columns: DataTableColumn<Leave>[] = [
    { key: 'type', header: 'Type', card: 'title', cell: (leave) => leave.typeLabel },
    { key: 'dates', header: 'Dates', card: 'fact', cell: (leave) => leaveDates(leave) },
    { key: 'submitted', header: 'Submitted', cell: (leave) => formatDate(leave.createdAt) },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (leave) => <LeaveStatusChip status={leave.status} />,
    },
    {
      key: 'remarks',
      header: 'Remarks',
      card: 'fact',
      cell: (leave) => <Remarks leave={leave} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (leave) =>
        leave.allowedNextStatuses.includes('cancelled') && (
          <Button
            size="small"
            color="error"
            disabled={cancelling !== null}
            aria-label={`Cancel leave of ${leaveDates(leave)}`}
            onClick={() => {
              onCancel(leave);
            }}
          >
            {cancelling === leave.id ? 'Cancelling...' : 'Cancel'}
          </Button>
        ),
    },
  ];
  return (
    <Stack spacing={1}>
      <DataTable
        label="My leave requests"
        columns={columns}
        rows={rows}
        rowKey={(leave) => leave.id}
        loading={loading}
        errorText="Could not load your leave requests."
        onRetry={onRetry}
        emptyText="You have not filed a leave application yet."
      />
      {rows?.some((leave) => leave.status === 'approved') && (
        <Alert severity="info">Approved leave days show as “On leave” in your DTR.</Alert>
      )}
    </Stack>
  );
}
