import Button from '@mui/material/Button';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
import { PROGRAM_LABELS, type ScholarProgram } from '@/components/program-labels';
import { ReapplicationStatusChip } from '@/components/reapplication-status-chip';
import type { ReapplicationList } from '@/features/reapplications/use-reapplication-list';
import type { ReapplicationFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';

type Row = ReapplicationFieldsFragment;

interface ReapplicationTableProps {
  list: ReapplicationList;
  filtered: boolean;
  onClearFilters(): void;
  onReview(row: Row): void;
  onPageChange(page: number): void;
}

/** A§2.5 table: Applicant, Scholarship, Term, Status, Submitted, Actions; paged. */
export function ReapplicationTable(props: ReapplicationTableProps) {
  const { list } = props;
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'applicant',
      header: 'Applicant',
      card: 'title',
      cell: (row) => <PersonCell name={row.studentName} email={row.studentEmail} />,
    },
    {
      key: 'scholarship',
      header: 'Scholarship',
      card: 'fact',
      cell: (row) => PROGRAM_LABELS[row.program as ScholarProgram],
    },
    { key: 'term', header: 'Term', card: 'fact', cell: (row) => row.termLabel },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (row) => <ReapplicationStatusChip status={row.status} />,
    },
    { key: 'submitted', header: 'Submitted', cell: (row) => formatDate(row.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Review ${row.studentName}, ${row.termLabel}`}
          onClick={() => {
            props.onReview(row);
          }}
        >
          Review
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Re-applications"
      columns={columns}
      rows={list.rows}
      rowKey={(row) => row.id}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the re-applications."
      onRetry={list.retry}
      emptyText="No re-applications found."
      onClearFilters={props.filtered ? props.onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={props.onPageChange}
    />
  );
}
