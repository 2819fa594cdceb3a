import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { AuthCard } from '@/features/auth/auth-card';
import { readResetLink } from '@/features/auth/reset-password/reset-link';
import { ResetPasswordForm } from '@/features/auth/reset-password/reset-password-form';

function InvalidResetLink({ missingCode }: { missingCode: boolean }) {
  return (
    <Stack spacing={3}>
      <Alert severity="error">
        <AlertTitle>Invalid or expired reset link.</AlertTitle>
        {missingCode && 'Invalid or missing reset code.'}
      </Alert>
      <Button component={RouterLink} to="/password/forgot" variant="contained">
        Request a new reset link
      </Button>
    </Stack>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  // Read once: the link does not become invalid while its form is open.
  const link = useMemo(() => readResetLink(params), [params]);

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      {link.valid ? (
        <ResetPasswordForm code={link.code} />
      ) : (
        <InvalidResetLink missingCode={link.reason === 'missing-code'} />
      )}
    </AuthCard>
  );
}
