import Grid from '@mui/material/Grid';
import { useEffect } from 'react';

import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { labelOptions } from '@/components/select-field';
import {
  DATE_FIELD,
  StudentFormLayout,
  StudentHeaderFields,
  StudentSignatureFields,
} from '@/components/student-form-fields';
import { LEAVE_TYPE_LABELS } from '@/features/leave/leave-labels';
import { LEAVE_TYPES } from '@/features/leave/leave-rules';
import { ProofField } from '@/features/leave/proof-field';
import { useLeaveForm, type LeavePrefill } from '@/features/leave/use-leave-form';
import type { LeaveRequestFieldsFragment } from '@/gql/graphql';
import { nothingFocused } from '@/lib/nothing-focused';

// What the student must give, in the form's order (the rest is prefilled or optional).
const REQUIRED = ['name', 'idNumber', 'type', 'dateFrom', 'dateTo'] as const;

interface LeaveFormProps {
  prefill: LeavePrefill;
  onFiled(leave: LeaveRequestFieldsFragment): void;
}

/** A§2.3 Leave form with Reset and Submit Leave Application. */
export function LeaveForm({ prefill, onFiled }: LeaveFormProps) {
  const { form, summary, onSubmit, reset } = useLeaveForm(prefill, onFiled);
  const { control } = form;
  useEffect(() => {
    // The page is this form: the keyboard starts at the first thing left to fill in.
    const values = form.getValues();
    const first = REQUIRED.find((name) => !values[name]);
    if (first && nothingFocused()) form.setFocus(first);
  }, [form]);
  const busy = form.formState.isSubmitting;
  const half = { xs: 12, sm: 6 };
  return (
    <StudentFormLayout
      label="Leave form"
      summary={summary}
      busy={busy}
      submitLabel="Submit Leave Application"
      onSubmit={onSubmit}
      onReset={reset}
    >
      <StudentHeaderFields control={control} />
      <Grid size={half}>
        <FormSelectField
          name="type"
          control={control}
          label="Type of Leave"
          options={labelOptions(LEAVE_TYPE_LABELS, LEAVE_TYPES)}
          required
        />
      </Grid>
      <Grid size={half}>
        <FormTextField name="daysHours" control={control} label="No. of days / hours" />
      </Grid>
      <Grid size={half}>
        <FormTextField
          name="dateFrom"
          control={control}
          label="Date from"
          required
          {...DATE_FIELD}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField name="dateTo" control={control} label="Date to" required {...DATE_FIELD} />
      </Grid>
      <Grid size={12}>
        <FormTextField name="reasons" control={control} label="Reasons" multiline minRows={3} />
      </Grid>
      <StudentSignatureFields control={control} />
      <Grid size={12}>
        <ProofField form={form} />
      </Grid>
    </StudentFormLayout>
  );
}
