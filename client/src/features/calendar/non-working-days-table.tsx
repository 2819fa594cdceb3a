import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { StatusChip } from '@/components/status-chip';
import { dayWithWeekday } from '@/features/calendar/calendar-dates';
import {
  hoursText,
  KIND_LABELS,
  KIND_TONES,
  officesText,
} from '@/features/calendar/calendar-labels';
import type { NonWorkingDayFieldsFragment } from '@/gql/graphql';

type Day = NonWorkingDayFieldsFragment;

interface NonWorkingDaysTableProps {
  days: Day[] | undefined;
  loading: boolean;
  officeNames: ReadonlyMap<string, string>;
  onRetry(): void;
  onRemove(day: Day): void;
}

function columns(officeNames: ReadonlyMap<string, string>, onRemove: (day: Day) => void) {
  const list: DataTableColumn<Day>[] = [
    {
      key: 'date',
      header: 'Date',
      card: 'title',
      cell: (day) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {dayWithWeekday(day.date)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hoursText(day.fromTime)}
          </Typography>
        </>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      card: 'status',
      cell: (day) => <StatusChip status={day.kind} labels={KIND_LABELS} tones={KIND_TONES} />,
    },
    {
      key: 'offices',
      header: 'Offices',
      card: 'fact',
      cell: (day) => officesText(day.officeIds, officeNames),
    },
    { key: 'reason', header: 'Reason', card: 'fact', cell: (day) => day.reason },
    {
      key: 'remove',
      header: 'Action',
      card: 'action',
      align: 'right',
      cell: (day) => (
        <Button
          size="small"
          color="error"
          aria-label={`Remove the ${KIND_LABELS[day.kind].toLowerCase()} of ${dayWithWeekday(day.date)}`}
          onClick={() => {
            onRemove(day);
          }}
        >
          Remove
        </Button>
      ),
    },
  ];
  return list;
}

/** The year's non-working days, a row (a card on a phone) each, with Remove. */
export function NonWorkingDaysTable({
  days,
  loading,
  officeNames,
  onRetry,
  onRemove,
}: NonWorkingDaysTableProps) {
  return (
    <DataTable
      label="Non-working days"
      columns={columns(officeNames, onRemove)}
      rows={days}
      rowKey={(day) => day.id}
      loading={loading}
      errorText="Could not load the non-working days."
      onRetry={onRetry}
      emptyText="No holidays, special non-working days or suspensions in this academic year."
    />
  );
}
