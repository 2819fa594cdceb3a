import {
  EVALUATION_TERMS,
  TERM_LABELS,
  termDates,
  termLabel,
  type EvaluationTermValue,
} from '../../common/academic-term.js';
import { dateFormat } from '../../common/date-format.js';
import { addDays } from '../../common/university-time.js';
import type { TermDates } from '../../common/university-calendar.js';

export const CALENDAR = {
  yearFormat: 'Write the academic year as two years in a row, like 2026-2027',
  date: 'Enter a date',
  time: 'Enter a time as HH:MM, like 13:00',
  endBeforeStart: 'The term must end on or after the day it starts',
  firstStartsInYear: (year: number) => `The First Semester must start in ${year}`,
  eachTermOnce: 'Give each of the three terms once',
  reason: 'Say why the day is not a working day (3 to 200 characters)',
  unknownOffice: 'One of the chosen offices does not exist',
  notFound: 'Non-working day not found',
} as const;

export const MAX_REASON = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const YEAR = /^(\d{4})-(\d{4})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export const isTime = (value: string) => TIME.test(value);

/** The day after `date` (YYYY-MM-DD). */
export const dayAfter = (date: string) => addDays(date, 1);

const longDate = (date: string) =>
  dateFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The start year of "2026-2027", or undefined when it is not two years in a row. */
export function startYearOf(academicYear: string): number | undefined {
  const match = YEAR.exec(academicYear);
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return undefined;
  return Number(match[1]);
}

/** An academic year's terms as the default rule dates them: what the calendar page prefills. */
export function defaultYear(academicYear: string): TermDates[] {
  return EVALUATION_TERMS.map((term) => {
    const { from, to } = termDates({ term, academicYear });
    return { term, academicYear, startsOn: from, endsOn: to };
  });
}

export interface TermInput {
  term: EvaluationTermValue;
  startsOn: string;
  endsOn: string;
}

export type FieldErrors = Record<string, string>;

/**
 * The field errors of an academic year's terms (empty when it may be saved):
 * each term once, real dates, each ending on or after its start, and each
 * starting the day after the one before it ends, so every day of the year
 * belongs to exactly one term; the First Semester starts in the year's first
 * calendar year. `others` are the terms of other years already set, which
 * the year must not overlap.
 */
export function yearErrors(
  academicYear: string,
  terms: readonly TermInput[],
  others: readonly TermDates[],
): FieldErrors {
  const start = startYearOf(academicYear);
  if (start === undefined) return { academicYear: CALENDAR.yearFormat };
  const byTerm = new Map(terms.map((term) => [term.term, term]));
  if (terms.length !== 3 || byTerm.size !== 3) return { terms: CALENDAR.eachTermOnce };

  const errors: FieldErrors = {};
  const ordered = EVALUATION_TERMS.map((term) => byTerm.get(term)!);
  const [first, , last] = ordered as [TermInput, TermInput, TermInput];
  ordered.forEach((term, index) => {
    const at = `terms.${index}`;
    if (!isDate(term.startsOn)) errors[`${at}.startsOn`] = CALENDAR.date;
    if (!isDate(term.endsOn)) errors[`${at}.endsOn`] = CALENDAR.date;
    if (errors[`${at}.startsOn`] || errors[`${at}.endsOn`]) return;
    if (term.endsOn < term.startsOn) errors[`${at}.endsOn`] = CALENDAR.endBeforeStart;
    const before = ordered[index - 1];
    if (before && isDate(before.endsOn) && term.startsOn !== dayAfter(before.endsOn))
      errors[`${at}.startsOn`] =
        `The ${TERM_LABELS[term.term]} must start on ${longDate(dayAfter(before.endsOn))}, the day after the ${TERM_LABELS[before.term]} ends`;
  });
  if (!errors['terms.0.startsOn'] && Number(first.startsOn.slice(0, 4)) !== start)
    errors['terms.0.startsOn'] = CALENDAR.firstStartsInYear(start);
  if (Object.keys(errors).length > 0) return errors;

  const from = first.startsOn;
  const to = last.endsOn;
  const overlapped = others.find(
    (other) => other.academicYear !== academicYear && other.startsOn <= to && from <= other.endsOn,
  );
  if (overlapped) {
    const field = overlapped.startsOn < from ? 'terms.0.startsOn' : 'terms.2.endsOn';
    errors[field] =
      `The year overlaps the ${termLabel(overlapped)} (${longDate(overlapped.startsOn)} to ${longDate(overlapped.endsOn)})`;
  }
  return errors;
}

export interface NonWorkingDayInput {
  date: string;
  fromTime?: string | null;
  reason: string;
}

/** The field errors of a non-working day (empty when it may be added). */
export function nonWorkingDayErrors(input: NonWorkingDayInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!isDate(input.date)) errors.date = CALENDAR.date;
  if (input.fromTime && !isTime(input.fromTime)) errors.fromTime = CALENDAR.time;
  const reason = input.reason.trim();
  if (reason.length < 3 || reason.length > MAX_REASON) errors.reason = CALENDAR.reason;
  return errors;
}
