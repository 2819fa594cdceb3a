import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { formatMinutes } from '@/lib/format-hours';

export interface TrainingHours {
  requiredHours: number;
  confirmedMinutes: number;
  unconfirmedMinutes: number;
}

/** "x of 130 h confirmed" with its bar, and the hours awaiting the office's confirmation (A§9). */
export function TrainingProgressBar({ progress }: { progress: TrainingHours }) {
  const { requiredHours, confirmedMinutes, unconfirmedMinutes } = progress;
  const percent = Math.min(100, (confirmedMinutes / Math.max(1, requiredHours * 60)) * 100);
  const summary = `${formatMinutes(confirmedMinutes)} of ${String(requiredHours)} h confirmed`;
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
      <Typography variant="body2">
        Awaiting confirmation: {formatMinutes(unconfirmedMinutes)} h
      </Typography>
    </Stack>
  );
}
