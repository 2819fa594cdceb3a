import Button from '@mui/material/Button';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
import { POSITION_LABELS } from '@/components/application-labels';
import { ApplicationStatusChip } from '@/components/application-status-chip';
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

function columnsOf(
  onOpen: ApplicationTableProps['onOpen'],
): DataTableColumn<StaffApplicationRow>[] {
  return [
    {
      key: 'applicant',
      header: 'Applicant',
      card: 'title',
      cell: (a) => (
        <PersonCell
          name={`${a.firstName} ${a.lastName}`}
          email={a.email}
          avatar={{ src: a.profilePhoto?.url }}
        />
      ),
    },
    {
      key: 'scholarship',
      header: 'Scholarship',
      card: 'fact',
      cell: (a) => POSITION_LABELS[a.position],
    },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (a) => <ApplicationStatusChip status={a.status} />,
    },
    { key: 'submitted', header: 'Submitted', card: 'fact', cell: (a) => formatDate(a.submittedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
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
