/** A§9's criteria and A§2.3's terms as every evaluation screen names them. */
export type EvaluationCriterionKey =
  'attendance' | 'punctuality' | 'engagement' | 'attitude' | 'performance';
export type EvaluationTermKey = 'first' | 'second' | 'short';

export const CRITERION_LABELS: Record<EvaluationCriterionKey, string> = {
  attendance: 'Attendance',
  punctuality: 'Punctuality',
  engagement: 'Engagement',
  attitude: 'Attitude',
  performance: 'Performance',
};

export const TERM_LABELS: Record<EvaluationTermKey, string> = {
  first: 'First Semester',
  second: 'Second Semester',
  short: 'Short Term',
};

/** "First Semester 2026-2027". */
export const termText = (evaluation: { term: EvaluationTermKey; academicYear: string }) =>
  `${TERM_LABELS[evaluation.term]} ${evaluation.academicYear}`;

/** The mean of the rated criteria to one decimal ("4.0"), or a dash when none is rated. */
export const formatScore = (score: number | null | undefined) =>
  score === null || score === undefined ? '—' : score.toFixed(1);
