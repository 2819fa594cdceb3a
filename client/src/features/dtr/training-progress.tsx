import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/section-card';
import { formatMinutes } from '@/features/dtr/dtr-labels';
import type { DtrTrainingFragment } from '@/gql/graphql';

/**
 * A trainee's 130 training hours (A§9): confirmed by the office, and awaiting confirmation.
 * Reaching them moves the application to hours completed.
 */
export function TrainingProgress({ scholar }: { scholar: DtrTrainingFragment }) {
  const { requiredHours, confirmedMinutes, unconfirmedMinutes } = scholar.trainingProgress;
  const required = requiredHours * 60;
  const percent = required > 0 ? Math.min(100, (confirmedMinutes / required) * 100) : 100;
  const confirmed = formatMinutes(confirmedMinutes);
  const summary = `${confirmed} of ${String(requiredHours)} h confirmed`;
  return (
    <SectionCard title="Training progress">
      <Stack spacing={1}>
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
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Typography variant="body2">Confirmed: {confirmed} h</Typography>
          <Typography variant="body2">
            Awaiting confirmation: {formatMinutes(unconfirmedMinutes)} h
          </Typography>
        </Box>
        {confirmedMinutes >= required && (
          <Typography variant="body2" color="success.dark">
            Training hours completed: HR will decide on your acceptance.
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
