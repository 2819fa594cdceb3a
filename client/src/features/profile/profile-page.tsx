import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';

import { ActiveSessionsCard } from '@/features/profile/active-sessions-card';
import { ChangePasswordCard } from '@/features/profile/change-password-card';
import { EmailManagementCard } from '@/features/profile/email-management-card';
import { PersonalInfoCard } from '@/features/profile/personal-info-card';
import { PushNotificationsCard } from '@/features/profile/push-notifications-card';
import { useAuth } from '@/lib/auth/use-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { lazyComponent } from '@/lib/lazy-component';

// Staff only: a student's profile does not download the token form and list.
const ApiTokensCard = lazyComponent(() =>
  import('@/features/profile/api-tokens-card').then((m) => m.ApiTokensCard),
);

export default function ProfilePage() {
  usePageTitle('Profile Settings');
  const { user } = useAuth();
  // The signed-in guard renders this page only with a user.
  if (!user) return null;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Profile Settings
      </Typography>
      <Stack spacing={3}>
        <PersonalInfoCard user={user} />
        <EmailManagementCard user={user} />
        <ChangePasswordCard />
        <ActiveSessionsCard />
        <PushNotificationsCard />
        {user.role !== 'student' && (
          <Suspense fallback={<Skeleton variant="rounded" height={320} aria-hidden />}>
            <ApiTokensCard isAdmin={user.role === 'admin'} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
