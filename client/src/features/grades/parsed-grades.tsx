import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GradeSlipMeta, ParsedGradeRow } from '@sasm/grade-slip';
import { useEffect, type RefObject } from 'react';
import { Controller } from 'react-hook-form';

import { FormSelectField } from '@/components/form-select-field';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { labelOptions } from '@/components/select-field';
import { GradeRowsTable } from '@/features/grades/grade-rows-table';
import { SlipMeta } from '@/features/grades/slip-meta';
import type { GradeRowValues } from '@/features/grades/grades-schema';
import { useGradesForm } from '@/features/grades/use-grades-form';
import type { EvaluationTerm, GradeReportFieldsFragment } from '@/gql/graphql';

export const TERM_LABELS: Record<EvaluationTerm, string> = {
  first: 'First Semester',
  second: 'Second Semester',
  short: 'Short Term',
};

interface ParsedGradesProps {
  rows: ParsedGradeRow[];
  meta: GradeSlipMeta;
  image: File | null;
  term: { term: EvaluationTerm; academicYear: string };
  saved: readonly GradeReportFieldsFragment[];
  /** Export CSV reads the table's current cells through this. */
  rowsRef: RefObject<(() => GradeRowValues[]) | null>;
  onSaved: (report: GradeReportFieldsFragment) => void;
}

/** A§4 parsed: the meta, the editable table, the term and Save. */
export function ParsedGrades({ rowsRef, ...options }: ParsedGradesProps) {
  const grades = useGradesForm(options);
  const { form, existing } = grades;
  useEffect(() => {
    rowsRef.current = () => form.getValues('rows');
    return () => {
      rowsRef.current = null;
    };
  }, [rowsRef, form]);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void grades.onSubmit(event)}
    >
      <SlipMeta meta={options.meta} />
      <GradeRowsTable grades={grades} />
      <Typography variant="subtitle1" component="h3">
        Save these grades
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={form.control}
          name="term"
          label="Term"
          options={labelOptions(TERM_LABELS)}
          fullWidth={false}
          sx={{ minWidth: 200 }}
        />
        <Controller
          control={form.control}
          name="academicYear"
          render={({ field, fieldState }) => (
            <OutlinedTextField
              {...field}
              label="Academic Year"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Like 2026-2027'}
            />
          )}
        />
        <Controller
          control={form.control}
          name="generalAverage"
          render={({ field, fieldState }) => (
            <OutlinedTextField
              {...field}
              label="General Average"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? '50–100, or blank'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        />
      </Stack>
      {existing && (
        <Alert severity="info">
          You saved grades for {existing.termLabel} before: saving replaces them.
        </Alert>
      )}
      {grades.summary && (
        <Alert severity="error" role="alert">
          {grades.summary}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={grades.saving}>
          {grades.saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </Stack>
  );
}
