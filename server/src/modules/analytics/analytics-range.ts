import { DomainError } from '../../common/errors/domain-error.js';
import { addDays, isCalendarDate, zonedToUtc } from '../../common/university-time.js';

/** A range of calendar days in the university's time zone, both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

/** The default range: the last 14 days, today included (A§9 "last 14 days"). */
export const DEFAULT_RANGE_DAYS = 14;
/** A year and a day: a leap year fits, a decade of daily points does not. */
export const MAX_RANGE_DAYS = 366;

export const RANGE_MESSAGES = {
  startFormat: 'Start must be a date (YYYY-MM-DD)',
  endFormat: 'End must be a date (YYYY-MM-DD)',
  order: 'Start must be on or before End',
  tooLong: `The range can be at most ${MAX_RANGE_DAYS} days`,
} as const;

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Days from `start` to `end`, both included. */
export function lengthOf(range: DayRange): number {
  return Math.round((toMs(range.end) - toMs(range.start)) / DAY_MS) + 1;
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: lengthOf(range) }, (_, i) => addDays(range.start, i));
}

/** The range of the same length that ends the day before `range` starts. */
export function previousOf(range: DayRange): DayRange {
  const length = lengthOf(range);
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}

/** The instants a range covers: [first midnight, midnight after the last day) in `timeZone`. */
export function instantsOf(range: DayRange, timeZone: string): { from: Date; until: Date } {
  return {
    from: zonedToUtc(range.start, '00:00', timeZone),
    until: zonedToUtc(addDays(range.end, 1), '00:00', timeZone),
  };
}

/**
 * "This month" as of `end`: the 1st of its month through `end`, and the same
 * days of the month before (cut at that month's last day) as its previous period.
 */
export function monthToDate(end: string): { current: DayRange; previous: DayRange } {
  const first = `${end.slice(0, 7)}-01`;
  const previousFirst = `${addDays(first, -1).slice(0, 7)}-01`;
  const wanted = addDays(previousFirst, lengthOf({ start: first, end }) - 1);
  const previousLast = addDays(first, -1);
  return {
    current: { start: first, end },
    previous: { start: previousFirst, end: wanted < previousLast ? wanted : previousLast },
  };
}

function refuse(field: 'start' | 'end', message: string): never {
  throw DomainError.badInput(message, { [field]: message });
}

/**
 * The range asked for: absent ends default to the last 14 days ending today
 * (an end alone gets the 14 days ending on it); checked for format, order and length.
 */
export function resolveRange(input: { start?: string | null; end?: string | null }, today: string) {
  const start = input.start || undefined;
  const end = input.end || undefined;
  if (start !== undefined && !isCalendarDate(start)) refuse('start', RANGE_MESSAGES.startFormat);
  if (end !== undefined && !isCalendarDate(end)) refuse('end', RANGE_MESSAGES.endFormat);
  const last = end ?? (start !== undefined && start > today ? start : today);
  const range: DayRange = { start: start ?? addDays(last, -(DEFAULT_RANGE_DAYS - 1)), end: last };
  if (range.start > range.end) refuse('start', RANGE_MESSAGES.order);
  if (lengthOf(range) > MAX_RANGE_DAYS) refuse('start', RANGE_MESSAGES.tooLong);
  return range;
}
