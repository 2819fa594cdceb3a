import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';

import { FormTextField } from '@/components/form-text-field';
import { LEAVE_TYPE_LABELS } from '@/features/leave/leave-labels';
import { LEAVE_TYPES } from '@/features/leave/leave-schema';
import { ProofField } from '@/features/leave/proof-field';
import { useLeaveForm, type LeavePrefill } from '@/features/leave/use-leave-form';
import type { LeaveRequestFieldsFragment } from '@/gql/graphql';

interface LeaveFormProps {
  prefill: LeavePrefill;
  onFiled(leave: LeaveRequestFieldsFragment): void;
}

const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** A§2.3 Leave form with Reset and Submit Leave Application. */
export function LeaveForm({ prefill, onFiled }: LeaveFormProps) {
  const { form, summary, onSubmit, reset } = useLeaveForm(prefill, onFiled);
  const { control } = form;
  const busy = form.formState.isSubmitting;
  const half = { xs: 12, sm: 6 };
  return (
    <Box
      component="form"
      noValidate
      aria-label="Leave form"
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
            <FormTextField name="type" control={control} label="Type of Leave" select required>
              {LEAVE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {LEAVE_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </FormTextField>
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
            <FormTextField
              name="dateTo"
              control={control}
              label="Date to"
              required
              {...DATE_FIELD}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField name="reasons" control={control} label="Reasons" multiline minRows={3} />
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
            <ProofField form={form} />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={reset} disabled={busy}>
            Reset
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Leave Application'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
