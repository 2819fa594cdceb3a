import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * A KPI card's sparkline (@mui/x-charts), loaded on its own so the chart
 * library stays out of every other page's bundle. Hidden from screen readers:
 * the card states the figure and its change as text.
 */
export default function Sparkline({ data }: { data: number[] }) {
  return <SparkLineChart aria-hidden data={data} height={48} area skipAnimation curve="linear" />;
}
