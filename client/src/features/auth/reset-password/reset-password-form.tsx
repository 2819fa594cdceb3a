import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { FormTextField } from '@/components/form-text-field';
import { UnmetPasswordRules } from '@/features/auth/password-rules';
import { useResetPasswordForm } from '@/features/auth/reset-password/use-reset-password-form';

function PasswordUpdated() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h5" component="h2">
        Password Updated!
      </Typography>
      <Typography>You can now sign in with your new password.</Typography>
      <Button component={RouterLink} to="/signin" variant="contained">
        Sign In
      </Button>
    </Stack>
  );
}

export function ResetPasswordForm({ code }: { code: string }) {
  const { form, submit, password, updated } = useResetPasswordForm(code);
  const { control, formState } = form;

  if (updated) return <PasswordUpdated />;
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
      {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
      <FormTextField
        name="password"
        control={control}
        label="New Password"
        password
        autoComplete="new-password"
        required
      />
      <UnmetPasswordRules password={password} title="Your password still needs:" />
      <FormTextField
        name="confirmPassword"
        control={control}
        label="Confirm New Password"
        password
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to="/signin">
          Back to Sign In
        </Link>
      </Typography>
    </Stack>
  );
}
