import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { AuthCard } from '@/features/auth/auth-card';
import { useEmailVerification } from '@/features/auth/verify-email/use-email-verification';

function VerificationFailed() {
  return (
    <Stack spacing={3}>
      <Alert severity="error">The link is either invalid or has expired.</Alert>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Sign in to send yourself a new verification link.
      </Typography>
      <Button component={RouterLink} to="/signin" variant="contained">
        Get a new link
      </Button>
      <Button component={RouterLink} to="/" variant="text">
        Go to home
      </Button>
    </Stack>
  );
}

export default function VerifyEmailPage() {
  const { code = '' } = useParams();
  const state = useEmailVerification(code);

  return (
    <AuthCard title="Email Verification">
      {state === 'verifying' && (
        <Stack role="status" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress aria-hidden />
          <Typography>Verifying...</Typography>
        </Stack>
      )}
      {state === 'verified' && (
        <Alert severity="success" role="status">
          Email verified successfully!
        </Alert>
      )}
      {state === 'failed' && <VerificationFailed />}
    </AuthCard>
  );
}
