import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

import { VerificationActions } from '@/components/verification-actions';

/** A§2.1/A§6: a verified e-mail is needed to apply; the link can be sent again. */
export function VerificationRequiredCard({ email }: { email: string }) {
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
      <VerificationActions email={email} />
    </Alert>
  );
}
