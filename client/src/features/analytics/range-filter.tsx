import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { OutlinedTextField } from '@/components/outlined-text-field';
import { rangeErrors, type RangeErrors } from '@/features/analytics/use-analytics-range';

interface RangeFilterProps {
  /** The range the figures are for (the server's default until one is chosen). */
  start: string;
  end: string;
  onChange(range: { start: string; end: string }): void;
  onReset(): void;
}

/**
 * A§2.5 Start / End with Reset; a range is asked for once both ends make sense. The page
 * keys it by the range shown, so Reset or Back starts it again from the figures' range.
 */
export function RangeFilter({ start, end, onChange, onReset }: RangeFilterProps) {
  const [draft, setDraft] = useState({ start, end });
  const [errors, setErrors] = useState<RangeErrors>({});

  const change = (field: 'start' | 'end', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const problems = rangeErrors(next.start, next.end);
    setErrors(problems);
    if (Object.keys(problems).length === 0 && (next.start !== start || next.end !== end))
      onChange(next);
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      role="group"
      aria-label="Date range"
    >
      <OutlinedTextField
        label="Start"
        type="date"
        size="small"
        value={draft.start}
        onChange={(event) => {
          change('start', event.target.value);
        }}
        error={Boolean(errors.start)}
        helperText={errors.start}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <OutlinedTextField
        label="End"
        type="date"
        size="small"
        value={draft.end}
        onChange={(event) => {
          change('end', event.target.value);
        }}
        error={Boolean(errors.end)}
        helperText={errors.end}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button variant="outlined" onClick={onReset} className="analytics-no-print">
        Reset
      </Button>
    </Stack>
  );
}
