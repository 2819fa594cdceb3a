import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { AuthCard } from '@/features/auth/auth-card';
import { useForgotPasswordForm } from '@/features/auth/forgot-password/use-forgot-password-form';
import { FormTextField } from '@/components/form-text-field';
import { blockSpaceKey, withoutWhitespace } from '@/features/auth/input-guards';

function ResetLinkSent() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <MarkEmailReadOutlinedIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2">
        Reset Link Sent!
      </Typography>
      <Typography>Check your inbox for a password reset email.</Typography>
    </Stack>
  );
}

export default function ForgotPasswordPage() {
  const { form, submit, canSubmit, sent } = useForgotPasswordForm();
  const { formState } = form;

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email address and we will send you a link to reset your password."
    >
      {sent ? (
        <ResetLinkSent />
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
          {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
          <FormTextField
            name="email"
            control={form.control}
            label="Email"
            type="email"
            autoComplete="email"
            required
            onKeyDown={blockSpaceKey}
            normalize={withoutWhitespace}
          />
          <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
            {formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/signin">
          Back to Sign In
        </Link>
      </Typography>
    </AuthCard>
  );
}
