import { minutesOf, weekdayOf } from './dtr-calendar.js';
import type { PunchPolicy } from './dtr-punch-policy.js';
import { hasTimes, workedMinutes, type DayContext } from './dtr-rules.js';
import type { DtrEntryRow, DtrTimes } from './dtr.table.js';

/**
 * What the office should look at twice (shown, never blocking): a day over
 * 10 hours, entries on a Sunday or on a day the university closed the office
 * (from its closing time), an IN before 06:00 or an OUT after 21:00, and the
 * same times on every recorded day of a month. Punched days add: an IN with
 * no OUT once the day is over, more than the office's daily maximum, a punch
 * outside the office's hours, a punch sent late from an offline phone.
 */
export const dtrFlag = [
  'over_ten_hours',
  'sunday',
  'closed_day',
  'early_in',
  'late_out',
  'identical_times',
  'missing_out',
  'over_office_max',
  'outside_office_hours',
  'late_send',
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

/** What the flags of a punched day read: its slots, which were punched, and whether one came late. */
export type PunchedDay = DtrTimes & Pick<DtrEntryRow, 'punchedSlots' | 'lateSend'>;

/** The flags of punches: `today` decides whether the day is over. */
export function punchFlags(
  date: string,
  day: PunchedDay,
  policy: PunchPolicy,
  today: string,
): DtrFlag[] {
  if (day.punchedSlots.length === 0) return [];
  const flags: DtrFlag[] = [];
  const open = (inTime: string | null, outTime: string | null) =>
    inTime !== null && outTime === null;
  if (date < today && (open(day.in1, day.out1) || open(day.in2, day.out2)))
    flags.push('missing_out');
  if (workedMinutes(day) > policy.maxMinutesPerDay) flags.push('over_office_max');
  const opens = minutesOf(policy.opensAt)!;
  const closes = minutesOf(policy.closesAt)!;
  const outside = day.punchedSlots.some((slot) => {
    const time = day[slot];
    return time !== null && (minutesOf(time)! < opens || minutesOf(time)! > closes);
  });
  if (outside) flags.push('outside_office_hours');
  if (day.lateSend) flags.push('late_send');
  return flags;
}
