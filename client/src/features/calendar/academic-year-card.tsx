import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control, type Path } from 'react-hook-form';

import { boundFieldProps } from '@/components/bound-field-props';
import { TERM_LABELS } from '@/components/evaluation-labels';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { SectionCard } from '@/components/section-card';
import type { AcademicYearValues } from '@/features/calendar/academic-year-schema';
import { startRule, type TermRange } from '@/features/calendar/calendar-dates';
import { useAcademicYearForm } from '@/features/calendar/use-academic-year-form';

interface DateFieldProps {
  control: Control<AcademicYearValues>;
  name: Path<AcademicYearValues>;
  label: string;
  /** Under the field until it has an error to show instead. */
  hint?: string;
}

function DateField({ control, name, label, hint }: DateFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const bound = boundFieldProps(field, fieldState);
        return (
          <OutlinedTextField
            fullWidth
            type="date"
            label={label}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            {...bound}
            helperText={bound.helperText ?? hint}
          />
        );
      }}
    />
  );
}

interface AcademicYearCardProps {
  academicYear: string;
  terms: readonly TermRange[];
  /** The university set these dates; else they are the default rule's (or a new year's prefill). */
  custom: boolean;
}

/** An academic year's three terms, each with its first and last day, saved together. */
export function AcademicYearCard({ academicYear, terms, custom }: AcademicYearCardProps) {
  const { form, onSubmit, failure, busy } = useAcademicYearForm(academicYear, terms);
  const formId = useId();
  const { control } = form;
  return (
    <SectionCard
      title={`Academic year ${academicYear}`}
      description={custom ? 'Dates set by the university.' : 'Default dates — not set yet.'}
    >
      <Stack
        component="form"
        id={formId}
        noValidate
        aria-label={`Terms of ${academicYear}`}
        spacing={2}
        onSubmit={(event) => void onSubmit(event)}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        {terms.map((term, index) => {
          const name = TERM_LABELS[term.term];
          return (
            <Stack key={term.term} component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {name}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <DateField
                    control={control}
                    name={`terms.${String(index)}.startsOn` as Path<AcademicYearValues>}
                    label={`${name} starts`}
                    hint={startRule(index, academicYear)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <DateField
                    control={control}
                    name={`terms.${String(index)}.endsOn` as Path<AcademicYearValues>}
                    label={`${name} ends`}
                  />
                </Grid>
              </Grid>
            </Stack>
          );
        })}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : `Save ${academicYear}`}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
