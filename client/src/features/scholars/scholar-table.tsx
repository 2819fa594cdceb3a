import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
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

function Scholar({ scholar }: { scholar: ScholarRow }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {scholar.firstName} {scholar.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {scholar.email}
      </Typography>
    </div>
  );
}

function columnsOf({ showOffice, onView }: ScholarTableProps): DataTableColumn<ScholarRow>[] {
  const office: DataTableColumn<ScholarRow>[] = showOffice
    ? [{ key: 'office', header: 'Office', cell: (s) => s.officeName }]
    : [];
  return [
    { key: 'scholar', header: 'Scholar', cell: (s) => <Scholar scholar={s} /> },
    { key: 'type', header: 'Scholar Type', cell: (s) => PROGRAM_LABELS[s.program] },
    // Beyond A§2.4: trainees (still rendering their hours) are told apart from scholars.
    { key: 'stage', header: 'Stage', cell: (s) => STAGE_LABELS[s.stage] },
    ...office,
    { key: 'status', header: 'Status', cell: (s) => <ScholarStatusChip status={s.status} /> },
    { key: 'created', header: 'Created', cell: (s) => formatDate(s.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
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
