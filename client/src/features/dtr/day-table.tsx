import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';

import { GRID_ROW } from '@/features/dtr/grid-stops';
import type { GridShortcut } from '@/features/dtr/use-grid-navigation';
import { DayCard, DayCards, type DayParts } from '@/features/dtr/day-card';
import { TimeCells } from '@/features/dtr/time-cells';
import type { DtrDayFieldsFragment, DtrSheetFragment } from '@/gql/graphql';

/** The table's part of useGridNavigation. */
export interface GridProps {
  ref(element: HTMLElement | null): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
}

interface DayTableProps {
  /** Names the grid ("DTR of November 2026"). */
  label: string;
  /** The column headers, in order. */
  columns: string[];
  /** One row per day of the month. */
  children: ReactNode;
  /** The month's totals row. */
  totals: ReactNode;
  grid: GridProps;
  busy?: boolean;
}

const focusRing = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' };

/** The day-by-day grid of a DTR month (student and office), with its totals row. */
function DayTable({ label, columns, children, totals, grid, busy = false }: DayTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        role="grid"
        aria-label={label}
        aria-busy={busy}
        {...grid}
        sx={{
          '& td, & th': { px: 1 },
          '& td:focus-visible, & th:focus-visible, & .MuiButtonBase-root.Mui-focusVisible':
            focusRing,
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
        <TableFooter>{totals}</TableFooter>
      </Table>
    </TableContainer>
  );
}

/** The row of a day (or the totals) for the grid's keys. */
const gridRow = (key: string) => ({ [GRID_ROW]: key });

/** The totals row: "Total" under Day, the figures under their columns. */
function TotalsRow({ cells }: { cells: ReactNode[] }) {
  return (
    <TableRow {...gridRow('totals')}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary' }}>
        Total
      </TableCell>
      {cells.map((cell, index) => (
        <TableCell
          key={index}
          sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}
        >
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The day's number and weekday; Sundays (no duty, A§9) are shaded by the row. */
function DayCell({ day }: { day: Pick<DtrDayFieldsFragment, 'day' | 'weekday'> }) {
  return (
    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {day.day}
      </Typography>{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        {day.weekday}
      </Typography>
    </TableCell>
  );
}

/** A day's row of the grid, in the month's columns; shaded on a day without duty (Sunday). */
function DayRow({
  day,
  parts,
  lateness,
}: {
  day: DtrDayFieldsFragment;
  parts: DayParts;
  lateness: boolean;
}) {
  const { figures } = parts;
  return (
    <TableRow {...gridRow(day.date)} sx={day.dutyDay ? undefined : { bgcolor: 'action.hover' }}>
      <DayCell day={day} />
      <TimeCells {...parts.times} />
      {lateness && <TableCell>{figures.late}</TableCell>}
      {lateness && <TableCell>{figures.undertime}</TableCell>}
      <TableCell>{figures.total}</TableCell>
      <TableCell>{parts.status}</TableCell>
      <TableCell>{parts.action}</TableCell>
    </TableRow>
  );
}

/** The first day after `date` that `matches`, else the first before it: where "next" goes. */
export function nextDay(
  days: DtrDayFieldsFragment[],
  matches: (day: DtrDayFieldsFragment) => boolean,
  date = '',
): DtrDayFieldsFragment | undefined {
  const open = days.filter((day) => matches(day) && day.date !== date);
  return open.find((day) => day.date > date) ?? open[0];
}

/** N in the grid: focus goes to the next day that `matches`. */
export const nextDayShortcut = (
  label: string,
  days: DtrDayFieldsFragment[],
  matches: (day: DtrDayFieldsFragment) => boolean,
  moveToRow: (date: string) => void,
): GridShortcut => ({
  key: 'n',
  label,
  run: (date) => {
    const next = nextDay(days, matches, date);
    if (next) moveToRow(next.date);
  },
});

/** A§2.3 and A§2.4: the month's columns; the student's have Late and Undertime. */
export const monthColumns = (lateness: boolean) => [
  'Day',
  'IN',
  'OUT',
  'IN',
  'OUT',
  ...(lateness ? ['Late', 'Undertime'] : []),
  'Total Hours',
  'Status',
  'Action',
];

interface MonthDaysProps {
  sheet: DtrSheetFragment;
  /** Names the grid or the list ("DTR of November 2026"). */
  label: string;
  lateness: boolean;
  /** A card a day (phones) instead of the grid. */
  cards: boolean;
  grid: GridProps;
  busy: boolean;
  partsOf(day: DtrDayFieldsFragment): DayParts;
}

/** The month's days: the grid with its totals row, or a card a day. */
export function MonthDays({ sheet, label, lateness, cards, partsOf, ...table }: MonthDaysProps) {
  if (cards) {
    return (
      <DayCards label={label}>
        {sheet.days.map((day) => (
          <DayCard key={day.date} day={day} parts={partsOf(day)} lateness={lateness} />
        ))}
      </DayCards>
    );
  }
  const { totals } = sheet;
  return (
    <DayTable
      label={label}
      columns={monthColumns(lateness)}
      {...table}
      totals={
        <TotalsRow
          cells={[
            '',
            '',
            '',
            '',
            ...(lateness ? [totals.late, totals.undertime] : []),
            totals.totalHours,
            `${String(totals.confirmedDays)} of ${String(totals.daysRecorded)} confirmed`,
            '',
          ]}
        />
      }
    >
      {sheet.days.map((day) => (
        <DayRow key={day.date} day={day} parts={partsOf(day)} lateness={lateness} />
      ))}
    </DayTable>
  );
}
