import Stack from '@mui/material/Stack';

import { FormTextField } from '@/components/form-text-field';
import { INTERVIEW_CLOSES, INTERVIEW_OPENS } from '@/features/applications/manage/interview-rules';
import type { StatusFormControl } from '@/features/applications/manage/review/use-status-form';

interface InterviewFieldsProps {
  control: StatusFormControl;
  today: string;
  disabled: boolean;
}

/** A§5 HR interview scheduling: date (today or later), time (08:00–17:00), location, notes. */
export function InterviewFields({ control, today, disabled }: InterviewFieldsProps) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="interviewDate"
          control={control}
          label="Interview date"
          type="date"
          required
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <FormTextField
          name="interviewTime"
          control={control}
          label="Interview time"
          type="time"
          required
          disabled={disabled}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: INTERVIEW_OPENS, max: INTERVIEW_CLOSES },
          }}
        />
      </Stack>
      <FormTextField
        name="interviewLocation"
        control={control}
        label="Interview location"
        required
        disabled={disabled}
      />
      <FormTextField
        name="interviewNotes"
        control={control}
        label="Interview notes"
        multiline
        minRows={2}
        disabled={disabled}
      />
    </Stack>
  );
}
