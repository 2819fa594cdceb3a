/**
 * The university's terms (A§2.3: First Semester, Second Semester, Short Term)
 * and academic years ("2026-2027"). Our reading of the calendar, one rule
 * used everywhere: the First Semester runs August to December, the Second
 * January to May, the Short Term June and July; an academic year starts in
 * August, so January to July belong to the year that began the August before.
 */
export const EVALUATION_TERMS = ['first', 'second', 'short'] as const;
export type EvaluationTermValue = (typeof EVALUATION_TERMS)[number];

export const TERM_LABELS: Record<EvaluationTermValue, string> = {
  first: 'First Semester',
  second: 'Second Semester',
  short: 'Short Term',
};

export interface AcademicTerm {
  term: EvaluationTermValue;
  /** "2026-2027". */
  academicYear: string;
}

const yearSpan = (start: number) => `${start}-${start + 1}`;

/** The term a calendar day (YYYY-MM-DD) falls in. */
export function termOf(date: string): AcademicTerm {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (month >= 8) return { term: 'first', academicYear: yearSpan(year) };
  return { term: month <= 5 ? 'second' : 'short', academicYear: yearSpan(year - 1) };
}

/** The term before `current`: the short term of the year before precedes a first semester. */
export function previousTerm({ term, academicYear }: AcademicTerm): AcademicTerm {
  const start = Number(academicYear.slice(0, 4));
  if (term === 'first') return { term: 'short', academicYear: yearSpan(start - 1) };
  return { term: term === 'short' ? 'second' : 'first', academicYear };
}

/** The term after `current`: a first semester follows the short term of the year before. */
export function nextTerm({ term, academicYear }: AcademicTerm): AcademicTerm {
  const start = Number(academicYear.slice(0, 4));
  if (term === 'short') return { term: 'first', academicYear: yearSpan(start + 1) };
  return { term: term === 'first' ? 'second' : 'short', academicYear };
}

/** Order of terms in time: later terms compare greater. */
export function termOrder({ term, academicYear }: AcademicTerm): number {
  return Number(academicYear.slice(0, 4)) * 3 + EVALUATION_TERMS.indexOf(term);
}

/** "First Semester 2026-2027". */
export const termLabel = ({ term, academicYear }: AcademicTerm) =>
  `${TERM_LABELS[term]} ${academicYear}`;

/** The calendar days a term covers, first and last inclusive (YYYY-MM-DD). */
export function termDates({ term, academicYear }: AcademicTerm): { from: string; to: string } {
  const start = Number(academicYear.slice(0, 4));
  if (term === 'first') return { from: `${start}-08-01`, to: `${start}-12-31` };
  if (term === 'second') return { from: `${start + 1}-01-01`, to: `${start + 1}-05-31` };
  return { from: `${start + 1}-06-01`, to: `${start + 1}-07-31` };
}
