import TableCell from '@mui/material/TableCell';

import { OutlinedTextField } from '@/components/outlined-text-field';
import {
  TIME_FIELDS,
  type DayErrors,
  type TimeField,
  type Times,
} from '@/features/dtr/use-day-drafts';

const FIELD_NAMES: Record<TimeField, string> = {
  in1: 'first IN',
  out1: 'first OUT',
  in2: 'second IN',
  out2: 'second OUT',
};

/** "Day 3 first IN": how the input is named to assistive technology and the tests. */
export const timeInputName = (day: number, field: TimeField) =>
  `Day ${String(day)} ${FIELD_NAMES[field]}`;

interface TimeCellsProps {
  day: number;
  times: Times;
  errors: DayErrors;
  disabled: boolean;
  onChange(field: TimeField, value: string): void;
}

/** The IN / OUT / IN / OUT time inputs of a grid row; a refused time shows the server's message under it. */
export function TimeCells({ day, times, errors, disabled, onChange }: TimeCellsProps) {
  return TIME_FIELDS.map((field) => (
    <TableCell key={field} sx={{ verticalAlign: 'top' }}>
      <OutlinedTextField
        type="time"
        size="small"
        value={times[field]}
        disabled={disabled}
        error={Boolean(errors[field])}
        helperText={errors[field]}
        onChange={(event) => {
          onChange(field, event.target.value);
        }}
        sx={{ width: 128 }}
        slotProps={{ htmlInput: { 'aria-label': timeInputName(day, field), step: 60 } }}
      />
    </TableCell>
  ));
}
