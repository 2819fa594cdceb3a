import TouchAppIcon from '@mui/icons-material/TouchApp';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';

import { OutlinedTextField } from '@/components/outlined-text-field';
import { CellTimeInput } from '@/features/dtr/cell-time-input';
import {
  TIME_FIELDS,
  timesOf,
  type DayDraft,
  type DayErrors,
  type TimeField,
  type Times,
} from '@/features/dtr/use-day-drafts';
import type { DtrDayFieldsFragment, PunchSlot } from '@/gql/graphql';

const FIELD_NAMES: Record<TimeField, string> = {
  in1: 'first IN',
  out1: 'first OUT',
  in2: 'second IN',
  out2: 'second OUT',
};

/** "Day 3 first IN": how the input is named to assistive technology and the tests. */
export const timeInputName = (day: number, field: TimeField) =>
  `Day ${String(day)} ${FIELD_NAMES[field]}`;

export interface TimeCellsProps {
  day: number;
  times: Times;
  errors: DayErrors;
  disabled: boolean;
  /** The times recorded by a punch at the office's screen. */
  punched: readonly PunchSlot[];
  onChange(field: TimeField, value: string): void;
}

/** The mark of a time recorded by a punch, named for assistive technology. */
function PunchedMark() {
  return <TouchAppIcon fontSize="small" color="action" titleAccess="punched" />;
}

/** A day's times as its row or card shows them: the draft's while edited, else the stored. */
export const timesProps = (
  day: DtrDayFieldsFragment,
  draft: DayDraft | undefined,
  disabled: boolean,
  onChange: TimeCellsProps['onChange'],
): TimeCellsProps => ({
  day: day.day,
  times: draft?.times ?? timesOf(day),
  errors: draft?.errors ?? {},
  disabled: disabled || Boolean(draft?.saving),
  punched: day.punchedSlots,
  onChange,
});

/** The IN / OUT / IN / OUT cells of a grid row; a refused time shows the server's message under it. */
export function TimeCells({ day, times, errors, disabled, punched, onChange }: TimeCellsProps) {
  return TIME_FIELDS.map((field) => (
    <TableCell key={field} sx={{ verticalAlign: 'top' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <CellTimeInput
          label={timeInputName(day, field)}
          value={times[field]}
          error={errors[field]}
          disabled={disabled}
          onChange={(value) => {
            onChange(field, value);
          }}
        />
        {punched.includes(field) && <PunchedMark />}
      </Box>
    </TableCell>
  ));
}

/**
 * The same four times on a day's card (phones): the device's own time picker, two by two,
 * each labelled as it is on the grid.
 */
export function TimeFields({ day, times, errors, disabled, punched, onChange }: TimeCellsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      {TIME_FIELDS.map((field) => (
        <OutlinedTextField
          key={field}
          type="time"
          size="small"
          label={FIELD_NAMES[field].replace(/^./, (first) => first.toUpperCase())}
          value={times[field]}
          disabled={disabled}
          error={Boolean(errors[field])}
          helperText={errors[field]}
          onChange={(event) => {
            onChange(field, event.target.value);
          }}
          slotProps={{
            inputLabel: { shrink: true },
            input: punched.includes(field)
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <PunchedMark />
                    </InputAdornment>
                  ),
                }
              : undefined,
            htmlInput: { 'aria-label': timeInputName(day, field), step: 60 },
          }}
        />
      ))}
    </Box>
  );
}
