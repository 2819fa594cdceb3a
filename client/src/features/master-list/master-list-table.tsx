import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
import { formatScore } from '@/components/evaluation-labels';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { StatusChip } from '@/components/status-chip';
import { usePhoneLayout } from '@/components/use-phone-layout';
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

const name = (row: MasterListRow) => `${row.lastName}, ${row.firstName}`;
const count = (value: number, one: string) => `${String(value)} ${value === 1 ? one : `${one}s`}`;

const COLUMNS: DataTableColumn<MasterListRow>[] = [
  {
    key: 'name',
    header: 'Name',
    card: 'title',
    cell: (row) => <PersonCell name={name(row)} email={row.email} />,
  },
  { key: 'office', header: 'Office', card: 'fact', cell: (row) => row.officeName },
  {
    key: 'type',
    header: 'Type',
    cell: (row) => <abbr title={PROGRAM_LABELS[row.program]}>{TYPE_CODES[row.program]}</abbr>,
  },
  { key: 'stage', header: 'Stage', cell: (row) => STAGE_LABELS[row.stage] },
  {
    key: 'status',
    header: 'Status',
    card: 'status',
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
    card: 'fact',
    cell: (row) => formatMinutes(row.confirmedMinutes),
  },
  {
    key: 'score',
    header: 'Latest Score',
    align: 'right',
    cell: (row) => <span title={row.latestScoreTerm?.label}>{formatScore(row.latestScore)}</span>,
  },
  {
    key: 'terms',
    header: 'Terms',
    align: 'right',
    cell: (row) => <span title="Terms of service">{row.termsServed}</span>,
  },
  {
    key: 'years',
    header: 'Years',
    align: 'right',
    cell: (row) => <span title="Years of service">{row.yearsServed}</span>,
  },
  { key: 'gender', header: 'Gender', cell: (row) => row.gender ?? '—' },
];

/**
 * A phone's card holds two facts: the office goes under the name, so the term's hours and the
 * service (terms and years) both show.
 */
const CARD_COLUMNS: DataTableColumn<MasterListRow>[] = [
  {
    key: 'name',
    header: 'Name',
    card: 'title',
    cell: (row) => (
      <>
        <PersonCell name={name(row)} email={row.email} />
        <Typography variant="body2" color="text.secondary">
          {row.officeName}
        </Typography>
      </>
    ),
  },
  ...COLUMNS.filter((column) => column.key === 'status' || column.key === 'hours'),
  {
    key: 'service',
    header: 'Service',
    card: 'fact',
    cell: (row) => `${count(row.termsServed, 'term')}, ${count(row.yearsServed, 'year')}`,
  },
];

/** The master list: one row per trainee or scholar of the term, by surname, paged. */
export function MasterListTable({
  list,
  filtered,
  onClearFilters,
  onPageChange,
}: MasterListTableProps) {
  const phone = usePhoneLayout();
  return (
    <DataTable
      label="Master list"
      columns={phone ? CARD_COLUMNS : COLUMNS}
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
