import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { useTimedFeedback } from '@/components/use-timed-feedback';
import { ResendVerificationDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

// F§8 Resend verification; F§9: the outcome shows for 5 s.
const MESSAGE_MS = 5000;

/** "Resend Verification" and "Refresh Page" for a user whose address is not verified yet. */
export function VerificationActions({ email }: { email: string }) {
  const [resend, { loading }] = useMutation(ResendVerificationDocument);
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
    <>
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
    </>
  );
}
