import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { FeedbackAlert } from '@/components/feedback-alert';
import { FormTextField } from '@/components/form-text-field';
import {
  EMAIL_CHANGE_BLOCKED_MESSAGE,
  useChangeEmailForm,
} from '@/features/profile/use-change-email-form';
import { formatCountdown } from '@/features/profile/use-email-change-block';

interface ChangeEmailFormProps {
  currentEmail: string;
  hasPendingChange: boolean;
}

export function ChangeEmailForm({ currentEmail, hasPendingChange }: ChangeEmailFormProps) {
  const { form, onSubmit, feedback, blockedMs } = useChangeEmailForm(currentEmail);
  const { isSubmitting } = form.formState;
  const blocked = blockedMs > 0;
  const disabled = hasPendingChange || blocked || isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        Change Email
      </Typography>
      {hasPendingChange && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Cancel the pending change to request a different address.
        </Typography>
      )}
      {blocked && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {EMAIL_CHANGE_BLOCKED_MESSAGE}
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            Try again in{' '}
            <Box component="span" role="timer" aria-live="off" sx={{ fontWeight: 700 }}>
              {formatCountdown(blockedMs)}
            </Box>
          </Box>
        </Alert>
      )}
      <FormTextField
        name="newEmail"
        control={form.control}
        label="New email address"
        type="email"
        autoComplete="email"
        disabled={disabled}
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        {isSubmitting ? 'Sending...' : 'Change Email'}
      </Button>
      <FeedbackAlert feedback={feedback} sx={{ mt: 2 }} />
    </Box>
  );
}
