import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { leaveDates } from '@/features/leave/leave-dates';
import { LeaveStatusChip } from '@/features/leave/leave-status-chip';
import type { LeaveList } from '@/features/leave/use-leave-list';
import type { LeaveRequestFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';

type Leave = LeaveRequestFieldsFragment;

interface LeaveTableProps {
  list: LeaveList;
  filtered: boolean;
  onClearFilters(): void;
  onActions(leave: Leave): void;
  onPageChange(page: number): void;
}

function TwoLines({ first, second }: { first: string; second: string | null }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {first}
      </Typography>
      {second && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {second}
        </Typography>
      )}
    </div>
  );
}

const clip = (text: string | null, max = 80) =>
  text && text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A§2.4 table: Student, Dates, Reason, Submitted, Status, Actions; paged. */
export function LeaveTable({
  list,
  filtered,
  onClearFilters,
  onActions,
  onPageChange,
}: LeaveTableProps) {
  const columns: DataTableColumn<Leave>[] = [
    {
      key: 'student',
      header: 'Student',
      card: 'title',
      cell: (leave) => <TwoLines first={leave.studentName} second={`ID # ${leave.idNumber}`} />,
    },
    {
      key: 'dates',
      header: 'Dates',
      card: 'fact',
      cell: (leave) => <TwoLines first={leaveDates(leave)} second={leave.daysHours} />,
    },
    {
      key: 'reason',
      header: 'Reason',
      card: 'fact',
      cell: (leave) => <TwoLines first={leave.typeLabel} second={clip(leave.reasons)} />,
    },
    { key: 'submitted', header: 'Submitted', cell: (leave) => formatDate(leave.createdAt) },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (leave) => <LeaveStatusChip status={leave.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (leave) => {
        const verb = leave.allowedNextStatuses.length > 0 ? 'Actions' : 'View';
        return (
          <Button
            size="small"
            variant="outlined"
            // Its visible word first (WCAG 2.5.3), then whose leave it is.
            aria-label={`${verb} for ${leave.studentName}, ${leaveDates(leave)}`}
            onClick={() => {
              onActions(leave);
            }}
          >
            {verb}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      label="Leave requests"
      columns={columns}
      rows={list.rows}
      rowKey={(leave) => leave.id}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the leave requests."
      onRetry={list.retry}
      emptyText="No leave requests found."
      onClearFilters={filtered ? onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={onPageChange}
    />
  );
}
