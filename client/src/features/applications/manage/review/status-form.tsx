import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';

import { FeedbackAlert } from '@/components/feedback-alert';
import { FormTextField } from '@/components/form-text-field';
import { STATUS_LABELS } from '@/features/applications/application-labels';
import { InterviewFields } from '@/features/applications/manage/review/interview-fields';
import { InterviewMailPreview } from '@/features/applications/manage/review/interview-mail-preview';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';
import { useStatusForm } from '@/features/applications/manage/review/use-status-form';
import type { ApplicationStatus } from '@/gql/graphql';

export const FINAL_NOTE = 'This application is final and can no longer be changed.';

interface StatusFormProps {
  application: StaffApplicationDetail;
  onSaved(status: ApplicationStatus): void;
  onConflict(message: string): void;
}

function optionLabel(option: ApplicationStatus, current: ApplicationStatus): string {
  if (option === current) return `${STATUS_LABELS[option]} (current)`;
  if (current === 'failed_interview' && option === 'interview_scheduled')
    return 'Reschedule Interview';
  return STATUS_LABELS[option];
}

/** A§4 decision: the status choices HR has now, comments and the interview slot. */
export function StatusForm({ application, onSaved, onConflict }: StatusFormProps) {
  const { form, onSubmit, feedback, today, chooseStatus } = useStatusForm(application, {
    onSaved,
    onConflict,
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const { isSubmitting } = form.formState;

  if (application.allowedNextStatuses.length === 0) {
    return <Alert severity="info">{FINAL_NOTE}</Alert>;
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label="Decision"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Stack spacing={2}>
        <Controller
          name="status"
          control={form.control}
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              fullWidth
              label="Status"
              disabled={isSubmitting}
              onChange={(event) => {
                const next = event.target.value as ApplicationStatus;
                chooseStatus(next);
                onChange(next);
              }}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            >
              {application.allowedNextStatuses.map((option) => (
                <MenuItem key={option} value={option}>
                  {optionLabel(option, application.status)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {status === 'interview_scheduled' && (
          <InterviewFields control={form.control} today={today} disabled={isSubmitting} />
        )}
        <FormTextField
          name="hrComments"
          control={form.control}
          label="HR comments"
          multiline
          minRows={3}
          disabled={isSubmitting}
        />
        <FeedbackAlert feedback={feedback} />
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Status'}
          </Button>
        </Box>
        {status === 'interview_scheduled' && (
          <InterviewMailPreview applicationId={application.id} control={form.control} />
        )}
      </Stack>
    </Box>
  );
}
