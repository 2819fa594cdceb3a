import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/section-card';
import { TrainingProgressBar } from '@/components/training-progress-bar';
import type { DtrTrainingFragment } from '@/gql/graphql';

/**
 * A trainee's 130 training hours (A§9): confirmed by the office, and awaiting confirmation.
 * Reaching them moves the application to hours completed.
 */
export function TrainingProgress({ scholar }: { scholar: DtrTrainingFragment }) {
  const { requiredHours, confirmedMinutes } = scholar.trainingProgress;
  return (
    <SectionCard title="Training progress">
      <Stack spacing={1}>
        <TrainingProgressBar progress={scholar.trainingProgress} />
        {confirmedMinutes >= requiredHours * 60 && (
          <Typography variant="body2" color="success.dark">
            Training hours completed: HR will decide on your acceptance.
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
