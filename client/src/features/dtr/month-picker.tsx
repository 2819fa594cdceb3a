import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

import { OutlinedTextField } from '@/components/outlined-text-field';

/** The month before or after a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

interface MonthPickerProps {
  /** YYYY-MM, the month shown. */
  value: string;
  onChange(month: string): void;
}

/** The DTR's month: a month input between Previous month and Next month. */
export function MonthPicker({ value, onChange }: MonthPickerProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label="Previous month"
        onClick={() => {
          onChange(shiftMonth(value, -1));
        }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <OutlinedTextField
        type="month"
        label="Month"
        size="small"
        value={value}
        onChange={(event) => {
          // An incomplete month typed by hand is '' until it is whole.
          if (MONTH.test(event.target.value)) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton
        aria-label="Next month"
        onClick={() => {
          onChange(shiftMonth(value, 1));
        }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
