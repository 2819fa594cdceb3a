import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { DetailPairs } from '@/components/detail-pairs';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { TrainingProgressBar } from '@/components/training-progress-bar';
import type { StudentDeploymentQuery, StudentMonthHoursQuery } from '@/gql/graphql';
import { formatMinutes } from '@/lib/format-hours';

type Scholar = NonNullable<StudentDeploymentQuery['myScholar']>;

export interface MonthHours {
  /** Undefined while loading; null when there is no month to show. */
  month: StudentMonthHoursQuery['myDtrMonth'] | undefined;
  failed: boolean;
  retry(): void;
}

/**
 * A trainee's office and progress toward the 130 training hours (confirmed vs awaiting the
 * office's confirmation); a scholar's office and hours this month, the same two ways. Both
 * lead to the DTR.
 */
export function DeploymentCard({
  scholar,
  monthHours,
}: {
  scholar: Scholar;
  monthHours: MonthHours;
}) {
  const trainee = scholar.stage === 'trainee';
  return (
    <SectionCard
      title={trainee ? 'Training' : 'Your office'}
      description={
        trainee
          ? `You are training at the ${scholar.officeName}.`
          : `You are a scholar of the ${scholar.officeName}.`
      }
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {trainee ? (
          <TrainingProgressBar progress={scholar.trainingProgress} />
        ) : (
          <HoursThisMonth {...monthHours} />
        )}
        <Button component={RouterLink} to="/dtr" variant="contained">
          Open my DTR
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** Worked minutes count every recorded day; those not confirmed await the office. */
function HoursThisMonth({ month, failed, retry }: MonthHours) {
  if (failed)
    return <LoadErrorAlert message="Could not load your hours this month." onRetry={retry} />;
  if (month === undefined) return <Skeleton width={220} aria-busy="true" />;
  if (month === null) return null;
  const { workedMinutes, confirmedMinutes } = month.totals;
  return (
    <div>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Hours in {month.label}
      </Typography>
      <DetailPairs
        label={`Hours in ${month.label}`}
        rows={[
          ['Confirmed', formatMinutes(confirmedMinutes)],
          ['Awaiting the office’s confirmation', formatMinutes(workedMinutes - confirmedMinutes)],
        ]}
      />
    </div>
  );
}
