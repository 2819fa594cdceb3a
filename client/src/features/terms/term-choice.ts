import { TERM_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';

/** A term of an academic year, as the address and the server name it. */
export interface TermKey {
  term: EvaluationTermKey;
  academicYear: string;
}

/**
 * How many academic years before the current one the picker offers beside the calendar's own:
 * a programme brought in from spreadsheets has scholars who served long before the system.
 */
export const YEARS_BACK = 30;

const ACADEMIC_YEAR = /^(\d{4})-(\d{4})$/;

/** The start year of "2026-2027", or undefined for anything that is not two years in a row. */
export function startYearOf(academicYear: string): number | undefined {
  const match = ACADEMIC_YEAR.exec(academicYear);
  if (!match) return undefined;
  const start = Number(match[1]);
  return Number(match[2]) === start + 1 ? start : undefined;
}

const yearStarting = (start: number) => `${String(start)}-${String(start + 1)}`;

/**
 * The academic years to choose from, newest first: those the calendar knows (this year, the
 * next, any the university set), every year back to YEARS_BACK before the current one, and the
 * year in the address when it is older still.
 */
export function yearChoices(
  calendarYears: readonly string[],
  current: string,
  chosen?: string,
): string[] {
  const starts = new Set<number>();
  for (const year of [...calendarYears, current, chosen ?? '']) {
    const start = startYearOf(year);
    if (start !== undefined) starts.add(start);
  }
  const currentStart = startYearOf(current);
  if (currentStart !== undefined)
    for (let back = 1; back <= YEARS_BACK; back++) starts.add(currentStart - back);
  return [...starts].sort((a, b) => b - a).map(yearStarting);
}

const isTerm = (value: string): value is EvaluationTermKey => Object.hasOwn(TERM_LABELS, value);

/**
 * The term the page shows: the address's (?year=&term=) when it names a real term of a real
 * academic year, else the term today is in (the server's current term).
 */
export function chosenTerm(
  address: { term: string; year: string },
  current: TermKey | undefined,
): TermKey | undefined {
  if (isTerm(address.term) && startYearOf(address.year) !== undefined)
    return { term: address.term, academicYear: address.year };
  return current;
}

/** "First Semester (current)" for the term today is in, else its plain name. */
export function termOptionLabel(term: EvaluationTermKey, academicYear: string, current?: TermKey) {
  const isCurrent = current?.term === term && current.academicYear === academicYear;
  return isCurrent ? `${TERM_LABELS[term]} (current)` : TERM_LABELS[term];
}

/** "2026-2027 (current)" for the year today is in, else the year. */
export function yearOptionLabel(academicYear: string, current?: TermKey) {
  return current?.academicYear === academicYear ? `${academicYear} (current)` : academicYear;
}

const TERM_ORDER: readonly EvaluationTermKey[] = ['first', 'second', 'short'];

/**
 * Whether `term` comes after the current term (it has not begun: the server refuses to close
 * it). Unknown while the current term is.
 */
export function isAfterCurrent(term: TermKey, current: TermKey | undefined): boolean {
  if (!current) return false;
  const rank = ({ term: kind, academicYear }: TermKey) =>
    (startYearOf(academicYear) ?? 0) * TERM_ORDER.length + TERM_ORDER.indexOf(kind);
  return rank(term) > rank(current);
}
