import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { useResendVerification } from '@/features/auth/sign-in/use-resend-verification';

// F§8 Sign-in failure.
const TROUBLESHOOTING_TIPS = [
  'Check your email address for typos.',
  'Your password is case-sensitive.',
  'Make sure Caps Lock is turned off.',
  'Clear your browser cache and cookies, then try again.',
];
const VERIFICATION_STEPS = [
  'Check your inbox for the verification email.',
  'Click the verification link in the email.',
  'Return here and sign in.',
];

function needsVerification(message: string): boolean {
  return /verif(y|ication)/i.test(message);
}

interface SignInFailureProps {
  message: string;
  /** The e-mail typed in the form: where a new verification link goes. */
  email: string;
}

export function SignInFailure({ message, email }: SignInFailureProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { resendTo, sending, outcome } = useResendVerification();
  const verification = needsVerification(message);
  const details = verification ? VERIFICATION_STEPS : TROUBLESHOOTING_TIPS;
  const detailsTitle = verification ? 'To verify your email:' : 'Troubleshooting tips:';

  return (
    <Alert severity={verification ? 'warning' : 'error'}>
      <AlertTitle>{verification ? 'Email verification required' : 'Sign in failed'}</AlertTitle>
      <Typography variant="body2">{message}</Typography>
      <Collapse in={expanded} id={detailsId}>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
          {detailsTitle}
        </Typography>
        <Box component={verification ? 'ol' : 'ul'} sx={{ pl: 2.5, my: 0.5 }}>
          {details.map((item) => (
            <Typography component="li" variant="body2" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      </Collapse>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          color="inherit"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => {
            setExpanded((shown) => !shown);
          }}
        >
          {expanded ? 'Less' : 'More'}
        </Button>
        {verification && (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            disabled={sending}
            onClick={() => void resendTo(email)}
          >
            {sending ? 'Sending...' : 'Resend verification email'}
          </Button>
        )}
      </Stack>
      {outcome && (
        <Alert severity={outcome.severity} variant="outlined" sx={{ mt: 1 }}>
          {outcome.message}
        </Alert>
      )}
    </Alert>
  );
}
