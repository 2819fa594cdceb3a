import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';

import { FormTextField } from '@/components/form-text-field';
import { GradesField } from '@/features/reapplications/grades-field';
import { TERM_LABELS } from '@/features/reapplications/reapplication-labels';
import {
  useReapplicationForm,
  type ReapplicationPrefill,
} from '@/features/reapplications/use-reapplication-form';
import type { ReapplicationFieldsFragment } from '@/gql/graphql';

interface ReapplicationFormProps {
  prefill: ReapplicationPrefill;
  gradeChoices: Array<{ id: string; termLabel: string; generalAverage?: number | null }>;
  onSubmitted(reapplication: ReapplicationFieldsFragment): void;
}

const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** A§2.3 Re-application form, in the spec's order, with Reset and Submit Re-Application. */
export function ReapplicationForm({ prefill, gradeChoices, onSubmitted }: ReapplicationFormProps) {
  const { form, summary, onSubmit, reset } = useReapplicationForm(prefill, onSubmitted);
  const { control } = form;
  const busy = form.formState.isSubmitting;
  const half = { xs: 12, sm: 6 };
  return (
    <Box
      component="form"
      noValidate
      aria-label="Re-application form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Stack spacing={2}>
        {summary && (
          <Alert severity="error" role="alert">
            {summary}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField name="name" control={control} label="Name" required />
          </Grid>
          <Grid size={half}>
            <FormTextField name="idNumber" control={control} label="ID #" required />
          </Grid>
          <Grid size={half}>
            <FormTextField name="schoolDept" control={control} label="School / Department" />
          </Grid>
          <Grid size={half}>
            <FormTextField name="courseYear" control={control} label="Course & Year" />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="effectivityDate"
              control={control}
              label="Effectivity date of Scholarship"
              {...DATE_FIELD}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="yearsInService"
              control={control}
              label="No. of years / months in service"
            />
          </Grid>
          <Grid size={half}>
            <FormTextField name="term" control={control} label="Term" select required>
              {Object.entries(TERM_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="academicYear"
              control={control}
              label="Academic Year"
              placeholder="2026-2027"
              required
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              name="reasons"
              control={control}
              label="Reasons for Re-Application"
              multiline
              minRows={3}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="signatureName"
              control={control}
              label="Signature over Printed Name"
            />
          </Grid>
          <Grid size={half}>
            <FormTextField name="signatureDate" control={control} label="Date" {...DATE_FIELD} />
          </Grid>
          <Grid size={12}>
            <GradesField form={form} choices={gradeChoices} />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={reset} disabled={busy}>
            Reset
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Re-Application'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
