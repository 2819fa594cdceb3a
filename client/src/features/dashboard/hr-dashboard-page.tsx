import ApartmentIcon from '@mui/icons-material/Apartment';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { displayNameOf } from '@/components/user-labels';
import { DonutCard } from '@/features/dashboard/donut-card';
import { StatCard } from '@/features/dashboard/stat-card';
import { SystemCard } from '@/features/dashboard/system-card';
import { useHrDashboard } from '@/features/dashboard/use-hr-dashboard';
import { WelcomeBanner } from '@/features/dashboard/welcome-banner';
import { useAuth } from '@/lib/auth/use-auth';
import { usePageTitle } from '@/lib/use-page-title';

const count = (value: number | undefined) => value?.toLocaleString('en-US');

export default function HrDashboardPage() {
  usePageTitle('HR Dashboard');
  const { user } = useAuth();
  const { figures, breakdown, failed, retry } = useHrDashboard();
  const term = figures?.term.label;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <WelcomeBanner title={`Welcome, ${displayNameOf(user)}!`} subtitle="HR Dashboard" />
        {failed && (
          <LoadErrorAlert message="Could not load the dashboard figures." onRetry={retry} />
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          <StatCard
            label="Total Users"
            icon={PeopleIcon}
            value={failed ? '—' : count(figures?.totalUsers)}
            caption="All accounts"
            to="/hr/users"
          />
          <StatCard
            label="Pending Reviews"
            icon={PendingActionsIcon}
            value={failed ? '—' : count(figures?.pendingReviews)}
            caption="Applications pending or under review"
            to="/applications"
          />
          <StatCard
            label="Offices"
            icon={ApartmentIcon}
            value={failed ? '—' : count(figures?.offices)}
            caption="Where scholars serve"
            to="/hr/scholars"
          />
          <StatCard
            label="Satisfaction"
            icon={SentimentSatisfiedIcon}
            value={failed ? '—' : figures && (figures.satisfaction?.toFixed(1) ?? '—')}
            caption={figures && satisfactionCaption(figures.scoredEvaluations, term)}
            to="/hr/evaluations"
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <DonutCard
            title="Gender"
            slices={breakdown?.gender}
            failed={failed}
            emptyText="No active scholars yet."
            to="/hr/analytics"
            linkText="Open Analytics"
          />
          <DonutCard
            title="Scholarship"
            slices={breakdown?.scholarship}
            failed={failed}
            emptyText="No active scholars yet."
            to="/hr/scholars"
            linkText="Open Scholars"
          />
        </Box>
        <SystemCard />
      </Stack>
    </Container>
  );
}

function satisfactionCaption(scored: number, term: string | undefined): string {
  if (scored === 0) return `No evaluations yet in the ${term}`;
  return `Out of 5: the mean of ${scored} ${scored === 1 ? 'evaluation' : 'evaluations'}, ${term}`;
}
