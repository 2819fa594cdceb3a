import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { formatScore } from '@/components/evaluation-labels';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { StatusChip } from '@/components/status-chip';
import {
  STAGE_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  TYPE_CODES,
} from '@/features/master-list/master-list-labels';
import type { MasterList, MasterListRow } from '@/features/master-list/use-master-list';
import { formatMinutes } from '@/lib/format-hours';

interface MasterListTableProps {
  list: MasterList;
  filtered: boolean;
  onClearFilters(): void;
  onPageChange(page: number): void;
}

function Name({ row }: { row: MasterListRow }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.lastName}, {row.firstName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {row.email}
      </Typography>
    </div>
  );
}

const COLUMNS: DataTableColumn<MasterListRow>[] = [
  { key: 'name', header: 'Name', cell: (row) => <Name row={row} /> },
  { key: 'office', header: 'Office', cell: (row) => row.officeName },
  {
    key: 'type',
    header: 'Type',
    cell: (row) => <abbr title={PROGRAM_LABELS[row.program]}>{TYPE_CODES[row.program]}</abbr>,
  },
  { key: 'stage', header: 'Stage', cell: (row) => STAGE_LABELS[row.stage] },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <StatusChip status={row.status} labels={STATUS_LABELS} tones={STATUS_TONES} />,
  },
  {
    key: 'months',
    header: 'Months in Service',
    align: 'right',
    cell: (row) => <span title={`${String(row.daysInService)} days`}>{row.monthsInService}</span>,
  },
  {
    key: 'hours',
    header: 'Hours This Term',
    align: 'right',
    cell: (row) => formatMinutes(row.confirmedMinutes),
  },
  {
    key: 'score',
    header: 'Latest Score',
    align: 'right',
    cell: (row) => <span title={row.latestScoreTerm?.label}>{formatScore(row.latestScore)}</span>,
  },
  { key: 'gender', header: 'Gender', cell: (row) => row.gender ?? '—' },
];

/** The master list: one row per trainee or scholar of the term, by surname, paged. */
export function MasterListTable({
  list,
  filtered,
  onClearFilters,
  onPageChange,
}: MasterListTableProps) {
  return (
    <DataTable
      label="Master list"
      columns={COLUMNS}
      rows={list.rows}
      rowKey={(row) => row.scholarId}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the master list."
      onRetry={list.retry}
      emptyText="No scholars found."
      onClearFilters={filtered ? onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={onPageChange}
    />
  );
}
