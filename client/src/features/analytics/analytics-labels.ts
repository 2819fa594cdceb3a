import { formatDay } from '@/lib/format-date';

/** A§2.5 "underscores shown as spaces": under_review reads "under review". */
export const statusLabel = (status: string) => status.replaceAll('_', ' ');

/** The line chart's title: the spec's 'Applications (last 14 days)', or the chosen range. */
export function applicationsTitle(range: { start: string; end: string } | null): string {
  if (!range) return 'Applications (last 14 days)';
  if (range.start === range.end) return `Applications (${formatDay(range.start)})`;
  return `Applications (${formatDay(range.start)} – ${formatDay(range.end)})`;
}

/** "+3", "−1", "0": a delta with its sign. */
export const signed = (value: number) =>
  value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';

export const days = (value: number) => `${value} ${value === 1 ? 'day' : 'days'}`;
