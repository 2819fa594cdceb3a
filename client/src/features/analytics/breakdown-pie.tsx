import { PieChart } from '@mui/x-charts/PieChart';

export interface Slice {
  label: string;
  count: number;
}

const COLORS = ['#1565c0', '#c2185b', '#6a1b9a', '#2e7d32', '#ef6c00'];

/** A donut of active scholars (@mui/x-charts, loaded lazily); the card lists the figures as text. */
export default function BreakdownPie({ slices }: { slices: Slice[] }) {
  return (
    <PieChart
      aria-hidden
      height={180}
      hideLegend
      skipAnimation
      series={[
        {
          innerRadius: '50%',
          paddingAngle: 1,
          data: slices.map((slice, index) => ({
            id: slice.label,
            label: slice.label,
            value: slice.count,
            color: COLORS[index % COLORS.length],
          })),
        },
      ]}
    />
  );
}
