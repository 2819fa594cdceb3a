import Typography from '@mui/material/Typography';
import { lazy } from 'react';

import { AnalyticsCard, ChartSlot } from '@/features/analytics/analytics-card';
import type { DailyPoint } from '@/features/analytics/applications-line-chart';
import { CsvButton } from '@/features/analytics/csv-button';
import { SrTable } from '@/features/analytics/sr-table';
import { formatDay } from '@/lib/format-date';

const ApplicationsLineChart = lazy(() => import('@/features/analytics/applications-line-chart'));

interface ApplicationsCardProps {
  title: string;
  points: DailyPoint[];
  fileSuffix: string;
}

/** 'Applications (last 14 days)': one point per day, days with none at 0. */
export function ApplicationsCard({ title, points, fileSuffix }: ApplicationsCardProps) {
  const total = points.reduce((sum, point) => sum + point.applications, 0);
  return (
    <AnalyticsCard
      title={title}
      actions={
        <CsvButton
          what="applications per day"
          filename={`applications-daily-${fileSuffix}.csv`}
          header={['date', 'applications']}
          rows={() => points.map((point) => [point.date, point.applications])}
        />
      }
    >
      <Typography variant="body2" color="text.secondary">
        {total} {total === 1 ? 'application' : 'applications'} submitted
      </Typography>
      <ChartSlot height={280}>
        <ApplicationsLineChart points={points} />
      </ChartSlot>
      <SrTable
        caption={title}
        header={['Day', 'Applications']}
        rows={points.map((point) => [formatDay(point.date), point.applications])}
      />
    </AnalyticsCard>
  );
}
