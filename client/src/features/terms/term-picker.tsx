import Stack from '@mui/material/Stack';

import { TERM_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';
import { SelectField } from '@/components/select-field';
import {
  termOptionLabel,
  yearChoices,
  yearOptionLabel,
  type TermKey,
} from '@/features/terms/term-choice';

interface TermPickerProps {
  chosen: TermKey;
  /** The term today is in, named "(current)" among the options. */
  current: TermKey | undefined;
  /** The academic years the calendar knows. */
  calendarYears: readonly string[];
  onChange(term: TermKey): void;
}

const TERMS = Object.keys(TERM_LABELS) as EvaluationTermKey[];

/** The academic year and the term to look at: the current term unless HR picks another. */
export function TermPicker({ chosen, current, calendarYears, onChange }: TermPickerProps) {
  const years = yearChoices(
    calendarYears,
    current?.academicYear ?? chosen.academicYear,
    chosen.academicYear,
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        label="Academic year"
        value={chosen.academicYear}
        options={years.map((year) => ({ value: year, label: yearOptionLabel(year, current) }))}
        onChange={(academicYear) => {
          if (academicYear) onChange({ ...chosen, academicYear });
        }}
        sx={{ minWidth: 200 }}
      />
      <SelectField
        label="Term"
        value={chosen.term}
        options={TERMS.map((term) => ({
          value: term,
          label: termOptionLabel(term, chosen.academicYear, current),
        }))}
        onChange={(term) => {
          if (term) onChange({ ...chosen, term });
        }}
        sx={{ minWidth: 240 }}
      />
    </Stack>
  );
}
