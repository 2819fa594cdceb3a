import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { AcademicYearsSection } from '@/features/calendar/academic-years-section';
import { NonWorkingDaysSection } from '@/features/calendar/non-working-days-section';
import { AcademicYearsDocument } from '@/gql/graphql';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Calendar';

/**
 * The university's calendar (HR): its academic years' term dates and its non-working days,
 * which DTR duty days, late and undertime, and every "current term" follow.
 */
export default function CalendarPage() {
  usePageTitle(TITLE);
  const { data, loading, error, refetch } = useQuery(AcademicYearsDocument);
  const years = data?.academicYears;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The terms&apos; dates and the days without duty: DTR, evaluations and re-applications follow
        them.
      </Typography>
      {!years && loading && <LinearProgress aria-label="Loading the calendar" />}
      {!years && !loading && error && (
        <LoadErrorAlert
          message="Could not load the calendar."
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      {years && (
        <Stack spacing={4}>
          <AcademicYearsSection years={years} />
          <NonWorkingDaysSection years={years} />
        </Stack>
      )}
    </Container>
  );
}
