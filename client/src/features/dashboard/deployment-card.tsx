import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { SectionCard } from '@/components/section-card';
import type { StudentDeploymentQuery } from '@/gql/graphql';

type Scholar = NonNullable<StudentDeploymentQuery['myScholar']>;

/** Minutes as H:MM (A§9 totals). */
const hours = (minutes: number) =>
  `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, '0')}`;

function Training({ scholar }: { scholar: Scholar }) {
  const { requiredHours, confirmedMinutes, unconfirmedMinutes } = scholar.trainingProgress;
  const percent = Math.min(100, (confirmedMinutes / Math.max(1, requiredHours * 60)) * 100);
  const summary = `${hours(confirmedMinutes)} of ${String(requiredHours)} h confirmed`;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="h5" component="p">
        {summary}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Training hours confirmed"
        aria-valuetext={summary}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2">Awaiting confirmation: {hours(unconfirmedMinutes)} h</Typography>
    </Stack>
  );
}

/**
 * A trainee's office and progress toward the 130 training hours (confirmed vs awaiting the
 * office's confirmation); a scholar's office. Both lead to the DTR.
 */
export function DeploymentCard({ scholar }: { scholar: Scholar }) {
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
        {trainee && <Training scholar={scholar} />}
        <Button component={RouterLink} to="/dtr" variant="contained">
          Open my DTR
        </Button>
      </Stack>
    </SectionCard>
  );
}
