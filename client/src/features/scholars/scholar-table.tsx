import Button from '@mui/material/Button';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { formatDate } from '@/lib/format-date';
import { STAGE_LABELS } from '@/features/scholars/scholar-labels';
import { ScholarStatusChip } from '@/features/scholars/scholar-status-chip';
import type { ScholarList, ScholarRow } from '@/features/scholars/use-scholars';

interface ScholarTableProps {
  list: ScholarList;
  /** HR's view of every office: an Office column. */
  showOffice: boolean;
  filtered: boolean;
  onClearFilters(): void;
  onView(scholar: ScholarRow): void;
  onPageChange(page: number): void;
}

function columnsOf({ showOffice, onView }: ScholarTableProps): DataTableColumn<ScholarRow>[] {
  const office: DataTableColumn<ScholarRow>[] = showOffice
    ? [{ key: 'office', header: 'Office', card: 'fact', cell: (s) => s.officeName }]
    : [];
  return [
    {
      key: 'scholar',
      header: 'Scholar',
      card: 'title',
      cell: (s) => <PersonCell name={`${s.firstName} ${s.lastName}`} email={s.email} />,
    },
    {
      key: 'type',
      header: 'Scholar Type',
      // HR's card names the office instead: an office's scholars all serve it.
      card: showOffice ? undefined : 'fact',
      cell: (s) => PROGRAM_LABELS[s.program],
    },
    // Beyond A§2.4: trainees (still rendering their hours) are told apart from scholars.
    { key: 'stage', header: 'Stage', card: 'fact', cell: (s) => STAGE_LABELS[s.stage] },
    ...office,
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (s) => <ScholarStatusChip status={s.status} />,
    },
    { key: 'created', header: 'Created', cell: (s) => formatDate(s.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (s) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`View ${s.firstName} ${s.lastName}`}
          onClick={() => {
            onView(s);
          }}
        >
          View
        </Button>
      ),
    },
  ];
}

/** A§2.4 table: Scholar, Scholar Type, Status, Created, Actions (View), paged. */
export function ScholarTable(props: ScholarTableProps) {
  const { list, filtered, onClearFilters, onPageChange } = props;
  return (
    <DataTable
      label="Scholars"
      columns={columnsOf(props)}
      rows={list.rows}
      rowKey={(scholar) => scholar.id}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the scholars."
      onRetry={list.retry}
      emptyText="No scholars found."
      onClearFilters={filtered ? onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={onPageChange}
    />
  );
}
