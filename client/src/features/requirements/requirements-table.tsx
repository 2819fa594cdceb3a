import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { SubmissionStatusChip } from '@/features/requirements/requirement-item-status';
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
      cell: (row) => (
        <div>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.studentName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {row.studentEmail}
          </Typography>
        </div>
      ),
    },
    {
      key: 'items',
      header: 'Items count',
      cell: (row) => `${row.itemsCount} (${row.approvedCount} approved)`,
    },
    { key: 'submitted', header: 'Submitted', cell: (row) => formatDate(row.submittedAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <SubmissionStatusChip status={row.status} />,
    },
    {
      key: 'view',
      header: 'View',
      align: 'right',
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
