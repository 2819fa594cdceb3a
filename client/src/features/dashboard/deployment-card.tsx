import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { SectionCard } from '@/components/section-card';
import { TrainingProgressBar } from '@/components/training-progress-bar';
import type { StudentDeploymentQuery } from '@/gql/graphql';

type Scholar = NonNullable<StudentDeploymentQuery['myScholar']>;

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
        {trainee && <TrainingProgressBar progress={scholar.trainingProgress} />}
        <Button component={RouterLink} to="/dtr" variant="contained">
          Open my DTR
        </Button>
      </Stack>
    </SectionCard>
  );
}
