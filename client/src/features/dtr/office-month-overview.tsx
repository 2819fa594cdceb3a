import DoneAllIcon from '@mui/icons-material/DoneAll';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
import { SectionCard } from '@/components/section-card';
import { MonthStatusChip } from '@/features/dtr/dtr-status';
import { MonthPicker } from '@/features/dtr/month-picker';
import { useOfficeOverview } from '@/features/dtr/use-office-overview';
import type { OfficeDtrOverviewQuery } from '@/gql/graphql';

type Row = OfficeDtrOverviewQuery['officeDtrMonth']['rows'][number];

function columnsOf(onOpen: (scholarId: string) => void): DataTableColumn<Row>[] {
  return [
    {
      key: 'scholar',
      header: 'Scholar',
      card: 'title',
      cell: (row) => <PersonCell name={row.name} email={row.email} />,
    },
    {
      key: 'days',
      header: 'Days',
      card: 'fact',
      cell: (row) => `${String(row.daysRecorded)} (${String(row.confirmedDays)} confirmed)`,
    },
    { key: 'leave', header: 'On leave', cell: (row) => row.leaveDays || '' },
    { key: 'hours', header: 'Hours', card: 'fact', cell: (row) => row.totalHours },
    { key: 'late', header: 'Late', cell: (row) => row.late },
    { key: 'undertime', header: 'Undertime', cell: (row) => row.undertime },
    {
      key: 'status',
      header: 'Month status',
      card: 'status',
      cell: (row) => <MonthStatusChip status={row.monthStatus} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (row) => (
        <Button
          size="small"
          onClick={() => onOpen(row.scholarId)}
          aria-label={`Open DTR of ${row.name}`}
        >
          Open DTR
        </Button>
      ),
    },
  ];
}

interface OfficeMonthOverviewProps {
  /** YYYY-MM, or '' for this month. */
  month: string;
  onMonthChange(month: string): void;
  onOpen(scholarId: string): void;
}

/** Above the cards: the month, every scholar's figures for it, and the office-wide actions. */
export function OfficeMonthOverview({ month, onMonthChange, onOpen }: OfficeMonthOverviewProps) {
  const office = useOfficeOverview(month);
  const { overview } = office;
  return (
    <SectionCard title={overview ? `Office month: ${overview.label}` : 'Office month'}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}
        >
          {overview && <MonthPicker value={overview.month} onChange={onMonthChange} />}
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            disabled={!overview || office.confirming}
            onClick={() => void office.confirmOffice()}
          >
            {office.confirming ? 'Confirming...' : 'Confirm all complete days of the office'}
          </Button>
          {overview && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={`/api/dtr/offices/me/months/${overview.month}.csv`}
              download
            >
              Download office CSV
            </Button>
          )}
        </Stack>
        <DataTable
          label="Office month"
          columns={columnsOf(onOpen)}
          rows={overview?.rows}
          rowKey={(row) => row.scholarId}
          loading={office.loading}
          errorText="Could not load the office's month."
          onRetry={office.retry}
          emptyText="No scholars were deployed to the office this month."
        />
      </Stack>
    </SectionCard>
  );
}
