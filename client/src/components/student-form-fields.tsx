import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import type { DetailPair } from '@/components/detail-pairs';
import { FormTextField } from '@/components/form-text-field';
import { formatDay } from '@/lib/format-date';
import type { StudentFormText } from '@/lib/student-form-schema';

/** A form holding the A§3 student header. */
type StudentForm = FieldValues & StudentFormText;

const HALF = { xs: 12, sm: 6 };

/** A date input whose label stays above it (the browser's picker fills it). */
export const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** Name, ID # (both required), School / Department and Course & Year, two to a row. */
export function StudentHeaderFields<V extends StudentForm>({ control }: { control: Control<V> }) {
  const field = (name: string) => name as Path<V>;
  return (
    <>
      <Grid size={HALF}>
        <FormTextField name={field('name')} control={control} label="Name" required />
      </Grid>
      <Grid size={HALF}>
        <FormTextField name={field('idNumber')} control={control} label="ID #" required />
      </Grid>
      <Grid size={HALF}>
        <FormTextField name={field('schoolDept')} control={control} label="School / Department" />
      </Grid>
      <Grid size={HALF}>
        <FormTextField name={field('courseYear')} control={control} label="Course & Year" />
      </Grid>
    </>
  );
}

/** Signature over Printed Name and its Date. */
export function StudentSignatureFields<V extends StudentForm>({
  control,
}: {
  control: Control<V>;
}) {
  const field = (name: string) => name as Path<V>;
  return (
    <>
      <Grid size={HALF}>
        <FormTextField
          name={field('signatureName')}
          control={control}
          label="Signature over Printed Name"
        />
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          name={field('signatureDate')}
          control={control}
          label="Date"
          {...DATE_FIELD}
        />
      </Grid>
    </>
  );
}

interface StudentFormLayoutProps {
  /** The form's accessible name ("Leave form"). */
  label: string;
  /** The alert over the fields (lib/use-student-form-submit.ts). */
  summary: string | null;
  busy: boolean;
  /** The submit button's text ("Submit Leave Application"). */
  submitLabel: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  onReset: () => void;
  /** The fields, as Grid items. */
  children: ReactNode;
}

/** A student form: its alert, its fields two to a row, Reset and the submit button. */
export function StudentFormLayout({
  label,
  summary,
  busy,
  submitLabel,
  onSubmit,
  onReset,
  children,
}: StudentFormLayoutProps) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        {summary && (
          <Alert severity="error" role="alert">
            {summary}
          </Alert>
        )}
        <Grid container spacing={2}>
          {children}
        </Grid>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onReset} disabled={busy}>
            Reset
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Submitting...' : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The header as filed, for a staff view's DetailPairs. */
interface FiledHeader {
  name: string;
  idNumber: string;
  schoolDept?: string | null;
  courseYear?: string | null;
}

export function studentHeaderPairs(form: FiledHeader): DetailPair[] {
  return [
    ['Name', form.name],
    ['ID #', form.idNumber],
    ['School / Department', form.schoolDept],
    ['Course & Year', form.courseYear],
  ];
}

/** "Ana Cruz, Mar 3, 2026": the signature over printed name and its date, or null when unsigned. */
export function signatureLine(form: {
  signatureName?: string | null;
  signatureDate?: string | null;
}): string | null | undefined {
  return (
    form.signatureName &&
    `${form.signatureName}${form.signatureDate ? `, ${formatDay(form.signatureDate)}` : ''}`
  );
}
