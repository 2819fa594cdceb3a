import { PieChart } from '@mui/x-charts/PieChart';

import { donutColor } from '@/features/dashboard/donut-colors';

export interface Slice {
  label: string;
  count: number;
}

/**
 * The donut itself (@mui/x-charts), loaded on its own by DonutCard so the
 * chart library stays out of every other page's bundle. Hidden from screen
 * readers: the card lists the same figures as text.
 */
export default function DonutChart({ slices }: { slices: Slice[] }) {
  return (
    <PieChart
      aria-hidden
      height={200}
      hideLegend
      skipAnimation
      series={[
        {
          innerRadius: '55%',
          paddingAngle: 1,
          data: slices.map((slice, index) => ({
            id: slice.label,
            label: slice.label,
            value: slice.count,
            color: donutColor(index),
          })),
        },
      ]}
    />
  );
}
