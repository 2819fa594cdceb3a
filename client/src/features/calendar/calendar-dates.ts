import { TERM_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';

/** Dates as the calendar speaks them: YYYY-MM-DD, read as UTC days so no time zone moves them. */

export interface TermRange {
  term: EvaluationTermKey;
  startsOn: string;
  endsOn: string;
}

export const TERM_ORDER: readonly EvaluationTermKey[] = ['first', 'second', 'short'];

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (day: Date) => day.toISOString().slice(0, 10);

function shiftDays(date: string, days: number): string {
  const day = utc(date);
  day.setUTCDate(day.getUTCDate() + days);
  return iso(day);
}

export const dayAfter = (date: string) => shiftDays(date, 1);
export const dayBefore = (date: string) => shiftDays(date, -1);

/** A real calendar day written YYYY-MM-DD. */
export const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(utc(value).getTime()) &&
  iso(utc(value)) === value;

// The server's messages name days in English ("August 1, 2026"); the client's say them alike.
const longFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const rowFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "August 1, 2026". */
export const longDate = (date: string) => longFormat.format(utc(date));

/** "Tue, Dec 1, 2026" in the viewer's language. */
export const dayWithWeekday = (date: string) => rowFormat.format(utc(date));

/** The start year of "2026-2027". */
export const startYearOf = (academicYear: string) => Number(academicYear.slice(0, 4));

/** The year after "2026-2027": "2027-2028". */
export function yearAfter(academicYear: string): string {
  const start = startYearOf(academicYear) + 1;
  return `${String(start)}-${String(start + 1)}`;
}

/** The same month and day a year later; 29 February becomes the 28th. */
function nextYearsDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year + 1, month - 1, Math.min(day, last))));
}

/**
 * The terms of the year after `terms`' year, on the same month-and-day pattern: each term
 * starts when it did a year before and ends the day before the next one starts, so the
 * prefill has no gap even where February's length changes.
 */
export function nextYearTerms(terms: readonly TermRange[]): TermRange[] {
  const starts = terms.map((term) => nextYearsDay(term.startsOn));
  return terms.map((term, index) => {
    const following = starts[index + 1];
    return {
      term: term.term,
      startsOn: starts[index] ?? term.startsOn,
      endsOn: following ? dayBefore(following) : nextYearsDay(term.endsOn),
    };
  });
}

/** The academic year whose terms hold `today`, else the first that starts after it, else the last. */
export function yearHolding<Y extends { terms: readonly TermRange[] }>(
  years: readonly Y[],
  today: string,
): Y | undefined {
  const spanOf = (year: Y) => ({
    from: year.terms[0]?.startsOn ?? '',
    to: year.terms[year.terms.length - 1]?.endsOn ?? '',
  });
  return (
    years.find((year) => spanOf(year).from <= today && today <= spanOf(year).to) ??
    years.find((year) => spanOf(year).from > today) ??
    years[years.length - 1]
  );
}

/** "Starts the day after the First Semester ends" under each term's start. */
export function startRule(index: number, academicYear: string): string {
  const before = TERM_ORDER[index - 1];
  return before
    ? `Starts the day after the ${TERM_LABELS[before]} ends`
    : `Starts in ${String(startYearOf(academicYear))}`;
}

/** Today on the viewer's calendar, YYYY-MM-DD. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
