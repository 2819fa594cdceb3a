import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';

import { useAuth } from '@/lib/auth/use-auth';
import { usePageTitle } from '@/lib/use-page-title';

function EmailVerificationRequired({ email }: { email: string }) {
  usePageTitle('Email Verification Required');
  return (
    <Container component="section" maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="warning" icon={<MarkEmailUnreadOutlinedIcon />}>
        <AlertTitle component="h1" sx={{ typography: 'h6' }}>
          Email Verification Required
        </AlertTitle>
        Please verify your email address <strong>{email}</strong> to use this page. Check your inbox
        for the verification link.
      </Alert>
    </Container>
  );
}

/** F§6: unverified students see why instead of the page (re-apply, leave, grades, schedule). */
export function RequireVerified() {
  const { user } = useAuth();
  if (user?.role === 'student' && !user.verified) {
    return <EmailVerificationRequired email={user.email} />;
  }
  return <Outlet />;
}
