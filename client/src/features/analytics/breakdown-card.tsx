import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';

import { AnalyticsCard, ChartSlot } from '@/features/analytics/analytics-card';
import type { Slice } from '@/features/analytics/breakdown-pie';
import { CsvButton } from '@/features/analytics/csv-button';

const BreakdownPie = lazy(() => import('@/features/analytics/breakdown-pie'));

const percent = (count: number, total: number) =>
  total === 0 ? '0%' : `${Math.round((count / total) * 1000) / 10}%`;

/** Gender or Scholarship: active scholars by one trait, as a donut and as text. */
export function BreakdownCard({
  title,
  slices,
}: {
  title: 'Gender' | 'Scholarship';
  slices: Slice[];
}) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return (
    <AnalyticsCard
      title={title}
      actions={
        <CsvButton
          what={title}
          filename={`active-scholars-${title.toLowerCase()}.csv`}
          header={[title.toLowerCase(), 'active scholars']}
          rows={() => slices.map((slice) => [slice.label, slice.count])}
        />
      }
    >
      {total === 0 ? (
        <Typography color="text.secondary">No active scholars yet.</Typography>
      ) : (
        <ChartSlot height={180}>
          <BreakdownPie slices={slices} />
        </ChartSlot>
      )}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {slices.map((slice) => (
          <Typography component="li" variant="body2" key={slice.label}>
            {slice.label}: {slice.count} ({percent(slice.count, total)})
          </Typography>
        ))}
      </Stack>
    </AnalyticsCard>
  );
}
