import { useSearchParams } from 'react-router-dom';

/** The same rules and messages as the server (analytics-range.ts). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_MESSAGES = {
  startFormat: 'Start must be a date (YYYY-MM-DD)',
  endFormat: 'End must be a date (YYYY-MM-DD)',
  order: 'Start must be on or before End',
  tooLong: `The range can be at most ${MAX_RANGE_DAYS} days`,
} as const;

const DAY_MS = 86_400_000;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** Days from start to end, both included. */
export function rangeLength(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
  );
}

export type RangeErrors = Partial<Record<'start' | 'end', string>>;

/** What is wrong with a range, by field; empty when it may be asked for. */
export function rangeErrors(start: string, end: string): RangeErrors {
  if (!isCalendarDate(start)) return { start: RANGE_MESSAGES.startFormat };
  if (!isCalendarDate(end)) return { end: RANGE_MESSAGES.endFormat };
  if (start > end) return { start: RANGE_MESSAGES.order };
  if (rangeLength(start, end) > MAX_RANGE_DAYS) return { start: RANGE_MESSAGES.tooLong };
  return {};
}

/**
 * The chosen range in the address (?start=&end=), so a reload or a shared link shows the
 * same figures. Absent: the server's default, the last 14 days in the university time zone.
 */
export function useAnalyticsRange() {
  const [params, setParams] = useSearchParams();
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const chosen = start !== '' && end !== '' && Object.keys(rangeErrors(start, end)).length === 0;
  return {
    /** The range asked of the server: undefined ends take its default. */
    variables: chosen ? { start, end } : {},
    chosen,
    setRange(next: { start: string; end: string }) {
      setParams({ start: next.start, end: next.end });
    },
    reset() {
      setParams({});
    },
  };
}
