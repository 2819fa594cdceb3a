import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

import { VerificationActions } from '@/components/verification-actions';

/** F§2 student dashboard: shown while the user's e-mail address is not verified. */
export function EmailVerificationBanner({ email }: { email: string }) {
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
      <VerificationActions email={email} />
    </Alert>
  );
}
