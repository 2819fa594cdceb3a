import { LineChart } from '@mui/x-charts/LineChart';

import { formatDay } from '@/lib/format-date';

export interface DailyPoint {
  date: string;
  applications: number;
}

/** Applications per day (@mui/x-charts, loaded lazily); the card lists the figures for screen readers. */
export default function ApplicationsLineChart({ points }: { points: DailyPoint[] }) {
  return (
    <LineChart
      aria-hidden
      height={280}
      hideLegend
      skipAnimation
      xAxis={[
        {
          scaleType: 'point',
          data: points.map((point) => point.date),
          valueFormatter: (date: string) => formatDay(date),
        },
      ]}
      yAxis={[{ tickMinStep: 1, min: 0 }]}
      series={[
        {
          data: points.map((point) => point.applications),
          label: 'Applications',
          showMark: points.length <= 31,
        },
      ]}
    />
  );
}
