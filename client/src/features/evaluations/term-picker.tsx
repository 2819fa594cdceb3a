import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { TERM_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';

/** How many academic years back an office may evaluate from the form. */
const YEARS_BACK = 4;

/** The current academic year and the ones before it ("2026-2027", "2025-2026", …). */
function yearsUpTo(current: string, chosen: string): string[] {
  const start = Number(current.slice(0, 4));
  const years = Array.from(
    { length: YEARS_BACK + 1 },
    (_, back) => `${String(start - back)}-${String(start - back + 1)}`,
  );
  return years.includes(chosen) ? years : [chosen, ...years];
}

interface TermPickerProps {
  term: EvaluationTermKey;
  academicYear: string;
  currentYear: string;
  onChange(next: { term: EvaluationTermKey; academicYear: string }): void;
  disabled?: boolean;
}

/** The term evaluated: the current one by default, or an earlier one. */
export function TermPicker({
  term,
  academicYear,
  currentYear,
  onChange,
  disabled,
}: TermPickerProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Term"
        value={term}
        disabled={disabled}
        onChange={(event) => {
          onChange({ term: event.target.value as EvaluationTermKey, academicYear });
        }}
        sx={{ minWidth: 200 }}
      >
        {(Object.entries(TERM_LABELS) as [EvaluationTermKey, string][]).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Academic Year"
        value={academicYear}
        disabled={disabled}
        onChange={(event) => {
          onChange({ term, academicYear: event.target.value });
        }}
        sx={{ minWidth: 200 }}
      >
        {yearsUpTo(currentYear, academicYear).map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
