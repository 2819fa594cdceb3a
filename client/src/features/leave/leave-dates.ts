import { formatDay } from '@/lib/format-date';

/** "Nov 3, 2026" or "Nov 3, 2026 – Nov 5, 2026". */
export function leaveDates(leave: { dateFrom: string; dateTo: string }): string {
  return leave.dateFrom === leave.dateTo
    ? formatDay(leave.dateFrom)
    : `${formatDay(leave.dateFrom)} – ${formatDay(leave.dateTo)}`;
}
