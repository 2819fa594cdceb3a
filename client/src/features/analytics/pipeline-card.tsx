import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { AnalyticsCard } from '@/features/analytics/analytics-card';
import { statusLabel } from '@/features/analytics/analytics-labels';
import { CsvButton } from '@/features/analytics/csv-button';

interface PipelineCardProps {
  counts: Array<{ status: string; count: number }>;
  fileSuffix: string;
}

/** 'Applications Pipeline': a bar per status (underscores shown as spaces), longest = most. */
export function PipelineCard({ counts, fileSuffix }: PipelineCardProps) {
  const most = Math.max(1, ...counts.map((row) => row.count));
  return (
    <AnalyticsCard
      title="Applications Pipeline"
      actions={
        <CsvButton
          what="the applications pipeline"
          filename={`applications-pipeline-${fileSuffix}.csv`}
          header={['status', 'count']}
          rows={() => counts.map((row) => [statusLabel(row.status), row.count])}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Applications submitted in the range, by their status now.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {counts.map((row) => (
          <Box component="li" key={row.status}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ textTransform: 'capitalize' }}>
                {statusLabel(row.status)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.count}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={(row.count / most) * 100}
              aria-hidden
              sx={{ height: 8, borderRadius: 1 }}
            />
          </Box>
        ))}
      </Stack>
    </AnalyticsCard>
  );
}
