import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { POSITION_LABELS } from '@/features/applications/application-labels';
import { ApplicationStatusChip } from '@/features/applications/manage/application-status-chip';
import { formatDate } from '@/lib/format-date';
import { LIST_ITEM } from '@/lib/list-arrow-keys';
import { isViewOnly } from '@/features/applications/manage/staff-roles';
import type {
  StaffApplicationList,
  StaffApplicationRow,
} from '@/features/applications/manage/use-staff-applications';

interface ApplicationTableProps {
  list: StaffApplicationList;
  filtered: boolean;
  onClearFilters(): void;
  onOpen(application: StaffApplicationRow): void;
  onPageChange(page: number): void;
}

function Applicant({ application }: { application: StaffApplicationRow }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={application.profilePhoto?.url} alt="">
        {application.firstName.charAt(0)}
      </Avatar>
      <div>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {application.firstName} {application.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {application.email}
        </Typography>
      </div>
    </Stack>
  );
}

function columnsOf(
  onOpen: ApplicationTableProps['onOpen'],
): DataTableColumn<StaffApplicationRow>[] {
  return [
    { key: 'applicant', header: 'Applicant', cell: (a) => <Applicant application={a} /> },
    { key: 'scholarship', header: 'Scholarship', cell: (a) => POSITION_LABELS[a.position] },
    { key: 'status', header: 'Status', cell: (a) => <ApplicationStatusChip status={a.status} /> },
    { key: 'submitted', header: 'Submitted', cell: (a) => formatDate(a.submittedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (a) => {
        const viewOnly = isViewOnly(a.status);
        return (
          <Button
            {...LIST_ITEM}
            size="small"
            variant={viewOnly ? 'outlined' : 'contained'}
            onClick={() => {
              onOpen(a);
            }}
          >
            {viewOnly ? 'View Only' : 'Review'}
          </Button>
        );
      },
    },
  ];
}

/** A§2.2 table: Applicant, Scholarship, Status, Submitted, Actions, paged. */
export function ApplicationTable({
  list,
  filtered,
  onClearFilters,
  onOpen,
  onPageChange,
}: ApplicationTableProps) {
  return (
    <DataTable
      label="Applications"
      columns={columnsOf(onOpen)}
      rows={list.rows}
      rowKey={(application) => application.id}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the applications."
      onRetry={list.retry}
      emptyText={
        filtered ? 'No applications match your search and filters.' : 'No applications found.'
      }
      onClearFilters={filtered ? onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={onPageChange}
    />
  );
}
