import { minutesOf, weekdayOf } from './dtr-calendar.js';
import { hasTimes, workedMinutes, type DayContext } from './dtr-rules.js';
import type { DtrTimes } from './dtr.table.js';

/**
 * What the office should look at twice (shown, never blocking): a day over
 * 10 hours, entries on a Sunday or on a day the university closed the office
 * (from its closing time), an IN before 06:00 or an OUT after 21:00, and the
 * same times on every recorded day of a month.
 */
export const dtrFlag = [
  'over_ten_hours',
  'sunday',
  'closed_day',
  'early_in',
  'late_out',
  'identical_times',
] as const;
export type DtrFlag = (typeof dtrFlag)[number];

export const LONG_DAY_MINUTES = 10 * 60;
export const EARLIEST_IN = '06:00';
export const LATEST_OUT = '21:00';
/** Fewer recorded days than this cannot look copied. */
export const IDENTICAL_MIN_DAYS = 3;

export function dayFlags(
  date: string,
  times: DtrTimes,
  closure?: DayContext['closure'],
): DtrFlag[] {
  if (!hasTimes(times)) return [];
  const flags: DtrFlag[] = [];
  if (workedMinutes(times) > LONG_DAY_MINUTES) flags.push('over_ten_hours');
  if (weekdayOf(date) === 0) flags.push('sunday');
  const before = (time: string | null, limit: string) =>
    time !== null && minutesOf(time)! < minutesOf(limit)!;
  const after = (time: string | null, limit: string) =>
    time !== null && minutesOf(time)! > minutesOf(limit)!;
  if (closure && (closure.fromTime === null || after(times.out2 ?? times.out1, closure.fromTime)))
    flags.push('closed_day');
  if (before(times.in1, EARLIEST_IN) || before(times.in2, EARLIEST_IN)) flags.push('early_in');
  if (after(times.out1, LATEST_OUT) || after(times.out2, LATEST_OUT)) flags.push('late_out');
  return flags;
}

/** Month-wide flags: identical times on every recorded day (at least three of them). */
export function monthFlags(days: DtrTimes[]): DtrFlag[] {
  const recorded = days.filter(hasTimes);
  if (recorded.length < IDENTICAL_MIN_DAYS) return [];
  const key = (times: DtrTimes) => [times.in1, times.out1, times.in2, times.out2].join('|');
  const first = key(recorded[0]!);
  return recorded.every((times) => key(times) === first) ? ['identical_times'] : [];
}
