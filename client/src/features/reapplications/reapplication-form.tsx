import Grid from '@mui/material/Grid';

import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { labelOptions } from '@/components/select-field';
import {
  DATE_FIELD,
  StudentFormLayout,
  StudentHeaderFields,
  StudentSignatureFields,
} from '@/components/student-form-fields';
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

/** A§2.3 Re-application form, in the spec's order, with Reset and Submit Re-Application. */
export function ReapplicationForm({ prefill, gradeChoices, onSubmitted }: ReapplicationFormProps) {
  const { form, summary, onSubmit, reset } = useReapplicationForm(prefill, onSubmitted);
  const { control } = form;
  const busy = form.formState.isSubmitting;
  const half = { xs: 12, sm: 6 };
  return (
    <StudentFormLayout
      label="Re-application form"
      summary={summary}
      busy={busy}
      submitLabel="Submit Re-Application"
      onSubmit={onSubmit}
      onReset={reset}
    >
      <StudentHeaderFields control={control} />
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
        <FormSelectField
          name="term"
          control={control}
          label="Term"
          options={labelOptions(TERM_LABELS)}
          required
        />
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
      <StudentSignatureFields control={control} />
      <Grid size={12}>
        <GradesField form={form} choices={gradeChoices} />
      </Grid>
    </StudentFormLayout>
  );
}
