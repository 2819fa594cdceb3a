import ApartmentIcon from '@mui/icons-material/Apartment';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

import { displayNameOf } from '@/components/user-labels';
import { ChartFrame } from '@/features/dashboard/chart-frame';
import { StatCard } from '@/features/dashboard/stat-card';
import { WelcomeBanner } from '@/features/dashboard/welcome-banner';
import { useAuth } from '@/lib/auth/use-auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function HrDashboardPage() {
  usePageTitle('HR Dashboard');
  const { user } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <WelcomeBanner title={`Welcome, ${displayNameOf(user)}!`} subtitle="HR Dashboard" />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          <StatCard label="Total Users" icon={PeopleIcon} />
          <StatCard label="Pending Reviews" icon={PendingActionsIcon} />
          <StatCard label="Offices" icon={ApartmentIcon} />
          <StatCard label="Satisfaction" icon={SentimentSatisfiedIcon} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ChartFrame title="Gender" />
          <ChartFrame title="Scholarship" />
        </Box>
      </Stack>
    </Container>
  );
}
