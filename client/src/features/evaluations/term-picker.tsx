import Stack from '@mui/material/Stack';

import { TERM_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';
import { labelOptions, plainOptions, SelectField } from '@/components/select-field';

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
      <SelectField<EvaluationTermKey>
        label="Term"
        value={term}
        options={labelOptions(TERM_LABELS)}
        disabled={disabled}
        onChange={(next) => {
          if (next) onChange({ term: next, academicYear });
        }}
        sx={{ minWidth: 200 }}
      />
      <SelectField
        label="Academic Year"
        value={academicYear}
        options={plainOptions(yearsUpTo(currentYear, academicYear))}
        disabled={disabled}
        onChange={(next) => {
          onChange({ term, academicYear: next });
        }}
        sx={{ minWidth: 200 }}
      />
    </Stack>
  );
}
