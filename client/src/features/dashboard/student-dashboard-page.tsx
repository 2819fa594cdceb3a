import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

import { displayNameOf } from '@/components/user-labels';
import { ApplicationCard } from '@/features/dashboard/application-card';
import { DeploymentCard } from '@/features/dashboard/deployment-card';
import { EmailVerificationBanner } from '@/features/dashboard/email-verification-banner';
import { MyEvaluationsCard } from '@/features/dashboard/my-evaluations-card';
import { QuickActions } from '@/features/dashboard/quick-actions';
import { useStudentDeployment } from '@/features/dashboard/use-student-deployment';
import { WelcomeBanner } from '@/features/dashboard/welcome-banner';
import { useAuth } from '@/lib/auth/use-auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function StudentDashboardPage() {
  usePageTitle('Student Dashboard');
  const { user } = useAuth();
  const { scholar, monthHours } = useStudentDeployment();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <WelcomeBanner title={`Welcome, ${displayNameOf(user)}!`} subtitle="Student Dashboard" />
        {user && !user.verified && <EmailVerificationBanner email={user.email} />}
        {scholar && <DeploymentCard scholar={scholar} monthHours={monthHours} />}
        <ApplicationCard deployed={Boolean(scholar)} />
        <MyEvaluationsCard deployed={Boolean(scholar)} />
        <QuickActions />
      </Stack>
    </Container>
  );
}
