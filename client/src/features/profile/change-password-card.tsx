import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { FeedbackAlert } from '@/components/feedback-alert';
import { FormTextField } from '@/components/form-text-field';
import { SectionCard } from '@/components/section-card';
import { useChangePasswordForm } from '@/features/profile/use-change-password-form';

export function ChangePasswordCard() {
  const { form, onSubmit, feedback, signingOut } = useChangePasswordForm();
  const { isSubmitting } = form.formState;
  const disabled = isSubmitting || signingOut;

  return (
    <SectionCard title="Change Password">
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2}>
          <FormTextField
            name="currentPassword"
            control={form.control}
            label="Current password"
            type="password"
            autoComplete="current-password"
            disabled={disabled}
          />
          <FormTextField
            name="newPassword"
            control={form.control}
            label="New password"
            type="password"
            autoComplete="new-password"
            disabled={disabled}
          />
          <FormTextField
            name="confirmPassword"
            control={form.control}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            disabled={disabled}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
        <FeedbackAlert feedback={feedback} sx={{ mt: 2 }} />
      </Box>
    </SectionCard>
  );
}
