import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { useTimedFeedback } from '@/components/use-timed-feedback';
import { ResendDashboardVerificationDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const MESSAGE_MS = 5000;

/** F§2 student dashboard: shown while the user's e-mail address is not verified. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [resend, { loading }] = useMutation(ResendDashboardVerificationDocument);
  const [feedback, showFeedback] = useTimedFeedback();

  const handleResend = async () => {
    try {
      await resend({ variables: { input: { email } } });
      showFeedback(
        {
          severity: 'success',
          text: 'Verification email sent successfully! Please check your inbox.',
        },
        MESSAGE_MS,
      );
    } catch (error) {
      const text = readServerError(error)?.message ?? 'Failed to send verification email';
      showFeedback({ severity: 'error', text }, MESSAGE_MS);
    }
  };

  return (
    <Alert
      severity="warning"
      icon={<MarkEmailUnreadIcon />}
      role="region"
      aria-label="Email verification"
      sx={(theme) => ({
        border: 1,
        borderColor: 'secondary.main',
        bgcolor: theme.palette.mode === 'light' ? '#fff8e1' : 'rgba(255, 193, 7, 0.12)',
      })}
    >
      <AlertTitle>Please verify your email address</AlertTitle>
      We sent a verification link to <strong>{email}</strong>. Some features may be limited until
      your email address is verified.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          color="secondary"
          disabled={loading}
          onClick={() => void handleResend()}
        >
          {loading ? 'Sending...' : 'Resend Verification'}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            window.location.reload();
          }}
        >
          Refresh Page
        </Button>
      </Stack>
      <FeedbackAlert feedback={feedback} sx={{ mt: 2 }} />
    </Alert>
  );
}
