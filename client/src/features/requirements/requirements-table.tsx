import Button from '@mui/material/Button';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { RequirementStatusChip } from '@/components/requirement-status-chip';
import { PersonCell } from '@/components/person-cell';
import type { RequirementList } from '@/features/requirements/use-requirement-list';
import type { RequirementSubmissionFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';

type Submission = RequirementSubmissionFieldsFragment;

interface RequirementsTableProps {
  list: RequirementList;
  filtered: boolean;
  onClearFilters(): void;
  onView(submission: Submission): void;
  onPageChange(page: number): void;
}

/** A§2.5 HR Requirements: Applicant, Items count, Submitted, Status, View; paged. */
export function RequirementsTable({
  list,
  filtered,
  onClearFilters,
  onView,
  onPageChange,
}: RequirementsTableProps) {
  const columns: DataTableColumn<Submission>[] = [
    {
      key: 'applicant',
      header: 'Applicant',
      card: 'title',
      cell: (row) => <PersonCell name={row.studentName} email={row.studentEmail} />,
    },
    {
      key: 'items',
      header: 'Items count',
      card: 'fact',
      cell: (row) => `${row.itemsCount} (${row.approvedCount} approved)`,
    },
    {
      key: 'submitted',
      header: 'Submitted',
      card: 'fact',
      cell: (row) => formatDate(row.submittedAt),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (row) => <RequirementStatusChip status={row.status} />,
    },
    {
      key: 'view',
      header: 'View',
      align: 'right',
      card: 'action',
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`View ${row.studentName}’s requirements`}
          onClick={() => {
            onView(row);
          }}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Requirements submissions"
      columns={columns}
      rows={list.rows}
      rowKey={(row) => row.id}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the requirements submissions."
      onRetry={list.retry}
      emptyText="No requirements submissions found."
      onClearFilters={filtered ? onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={onPageChange}
    />
  );
}
