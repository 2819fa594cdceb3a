import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { useTimedFeedback } from '@/components/use-timed-feedback';
import { ResendApplicationVerificationDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const MESSAGE_MS = 5000;

/** A§2.1/A§6: a verified e-mail is needed to apply; the link can be sent again. */
export function VerificationRequiredCard({ email }: { email: string }) {
  const [resend, { loading }] = useMutation(ResendApplicationVerificationDocument);
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
      aria-label="Email Verification Required"
      variant="outlined"
    >
      <AlertTitle>Email Verification Required</AlertTitle>
      You need to verify your email address before you can apply for a scholarship. We sent a
      verification link to <strong>{email}</strong>: please check your inbox (and your spam folder),
      then refresh this page.
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
