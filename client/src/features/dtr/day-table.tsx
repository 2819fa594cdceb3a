import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { DtrDayFieldsFragment } from '@/gql/graphql';

interface DayTableProps {
  /** Names the table ("DTR of November 2026"). */
  label: string;
  /** The column headers, in order. */
  columns: string[];
  /** One row per day of the month. */
  children: ReactNode;
  /** The month's totals row. */
  totals: ReactNode;
  busy?: boolean;
}

/** The day-by-day table of a DTR month (student and office), with its totals row. */
export function DayTable({ label, columns, children, totals, busy = false }: DayTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} aria-busy={busy} sx={{ '& td, & th': { px: 1 } }}>
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

/** The totals row: "Total" under Day, the figures under their columns. */
export function TotalsRow({ cells }: { cells: ReactNode[] }) {
  return (
    <TableRow>
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

export interface Schedule {
  dutyStart: string;
  dutyHours: number;
}

/** The day's number and weekday; Sundays (no duty, A§9) are shaded by the row. */
export function DayCell({ day }: { day: Pick<DtrDayFieldsFragment, 'day' | 'weekday'> }) {
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

export const rowSx = (day: Pick<DtrDayFieldsFragment, 'dutyDay'>) =>
  day.dutyDay ? undefined : { bgcolor: 'action.hover' };
