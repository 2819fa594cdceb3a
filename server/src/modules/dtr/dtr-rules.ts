import { DomainError, type FieldErrors } from '../../common/errors/domain-error.js';
import { isDutyDay, minutesOf, TIME_FORMAT } from './dtr-calendar.js';
import type { DtrTimes } from './dtr.table.js';

/**
 * The rules of one DTR day (A§2.3, A§9), the same for the student and the
 * office: HH:MM times, two IN/OUT pairs each complete or empty, each OUT after
 * its IN, the second pair after the first with no overlap. The day's figures
 * (worked minutes, late, undertime) are computed here and nowhere else.
 */

export const TIME_FIELDS = ['in1', 'out1', 'in2', 'out2'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

export const MESSAGES = {
  missingOut: 'Enter the OUT time of this pair',
  missingIn: 'Enter the IN time of this pair',
  outBeforeIn: 'OUT must be later than IN',
  secondBeforeFirst: 'The second pair must come after the first',
  overlap: 'The second IN must not be before the first OUT',
} as const;

/** A day's times as the user sent them: blank means "no time". */
export type RawTimes = Partial<Record<TimeField, string | null | undefined>>;

export interface CheckedDay extends DtrTimes {
  workedMinutes: number;
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/** The times cleaned up and checked, with the minutes they add up to; BAD_USER_INPUT naming every bad field. */
export function checkTimes(raw: RawTimes): CheckedDay {
  const fields: FieldErrors = {};
  const times: DtrTimes = { in1: null, out1: null, in2: null, out2: null };
  const minutes: Partial<Record<TimeField, number>> = {};
  for (const field of TIME_FIELDS) {
    const value = raw[field];
    if (blank(value)) continue;
    const text = value!.trim();
    const parsed = minutesOf(text);
    if (parsed === undefined) fields[field] = TIME_FORMAT;
    else {
      times[field] = text;
      minutes[field] = parsed;
    }
  }
  const pairs = [
    ['in1', 'out1'],
    ['in2', 'out2'],
  ] as const;
  for (const [inField, outField] of pairs) {
    if (fields[inField] || fields[outField]) continue;
    const start = minutes[inField];
    const end = minutes[outField];
    if (start !== undefined && end === undefined) fields[outField] = MESSAGES.missingOut;
    else if (start === undefined && end !== undefined) fields[inField] = MESSAGES.missingIn;
    else if (start !== undefined && end !== undefined && end <= start)
      fields[outField] = MESSAGES.outBeforeIn;
  }
  if (Object.keys(fields).length === 0 && minutes.out1 !== undefined && minutes.in2 !== undefined) {
    if (minutes.in2 < minutes.in1!) fields.in2 = MESSAGES.secondBeforeFirst;
    else if (minutes.in2 < minutes.out1) fields.in2 = MESSAGES.overlap;
  }
  const first = Object.values(fields)[0];
  if (first !== undefined) throw DomainError.badInput(first, fields);
  return { ...times, workedMinutes: workedMinutes(times) };
}

/** The sum of the day's complete IN/OUT spans, in minutes (A§9: "the sum of the two IN-OUT spans"). */
export function workedMinutes(times: DtrTimes): number {
  let total = 0;
  for (const [start, end] of [
    [times.in1, times.out1],
    [times.in2, times.out2],
  ] as const) {
    const from = start === null ? undefined : minutesOf(start);
    const to = end === null ? undefined : minutesOf(end);
    if (from !== undefined && to !== undefined && to > from) total += to - from;
  }
  return total;
}

export const hasTimes = (times: DtrTimes) => TIME_FIELDS.some((field) => times[field] !== null);

/** What a day's late and undertime depend on besides its times. */
export interface DutySchedule {
  /** HH:MM. */
  dutyStart: string;
  dutyHoursPerDay: number;
}

export interface DayContext {
  date: string;
  excused: boolean;
  /** The university closed the office this day: the whole day, or from a time (the calendar's non-working day). */
  closure?: { fromTime: string | null };
}

/** The first IN of the day, whichever pair it is in. */
const firstIn = (times: DtrTimes) => times.in1 ?? times.in2;

/**
 * The minutes of duty a day expects: none on a Sunday or a day the
 * university closed; up to the closing time when it closed from a time
 * (a suspension from 13:00 leaves the morning); else the duty hours.
 */
export function dutyMinutes(
  date: string,
  closure: DayContext['closure'],
  schedule: DutySchedule,
): number {
  if (!isDutyDay(date)) return 0;
  const full = schedule.dutyHoursPerDay * 60;
  if (!closure) return full;
  if (closure.fromTime === null) return 0;
  const open = (minutesOf(closure.fromTime) ?? 0) - (minutesOf(schedule.dutyStart) ?? 0);
  return Math.min(full, Math.max(0, open));
}

/** Whether a day expects any duty: Monday to Saturday, unless the university closed the office the whole day. */
export const expectsDuty = (date: string, closure: DayContext['closure']) =>
  isDutyDay(date) && closure?.fromTime !== null;

/** The duty a day's late and undertime are counted against: none when excused. */
const owed = (day: DayContext, schedule: DutySchedule) =>
  day.excused ? 0 : dutyMinutes(day.date, day.closure, schedule);

/**
 * Late: minutes of the first IN after the duty start, on a day that expects
 * duty. An excused day (an emergency, marked by the office) counts neither
 * late nor undertime, nor does a day the university closed.
 */
export function lateMinutes(times: DtrTimes, day: DayContext, schedule: DutySchedule): number {
  const arrival = firstIn(times);
  if (arrival === null || owed(day, schedule) === 0) return 0;
  const late = (minutesOf(arrival) ?? 0) - (minutesOf(schedule.dutyStart) ?? 0);
  return Math.max(0, late);
}

/** Undertime: the day's expected duty minus its total, on a day with entries; never negative. */
export function undertimeMinutes(times: DtrTimes, day: DayContext, schedule: DutySchedule): number {
  if (!hasTimes(times)) return 0;
  return Math.max(0, owed(day, schedule) - workedMinutes(times));
}
