/** A5: five criteria, each rated 1–5 or left blank. */
export const EVALUATION_CRITERIA = [
  'attendance',
  'punctuality',
  'engagement',
  'attitude',
  'performance',
] as const;
export type EvaluationCriterionValue = (typeof EVALUATION_CRITERIA)[number];

export const CRITERION_LABELS: Record<EvaluationCriterionValue, string> = {
  attendance: 'Attendance',
  punctuality: 'Punctuality',
  engagement: 'Engagement',
  attitude: 'Attitude',
  performance: 'Performance',
};

export interface EvaluationItemValue {
  criterion: EvaluationCriterionValue;
  /** 1–5, null when left blank. */
  rating: number | null;
  comment: string | null;
}

/**
 * The score HR sees (A§3 "Evaluation sample": score): the mean of the rated
 * criteria to one decimal; blank criteria do not count, and nothing rated is
 * no score at all (null), not zero.
 */
export function scoreOf(items: ReadonlyArray<{ rating: number | null }>): number | null {
  const ratings = items.flatMap((item) => (item.rating === null ? [] : [item.rating]));
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}

/** Every criterion once, in the spec's order; criteria not given are blank. */
export function allCriteria(
  items: ReadonlyArray<Partial<EvaluationItemValue> & { criterion: string }>,
): EvaluationItemValue[] {
  return EVALUATION_CRITERIA.map((criterion) => {
    const item = items.find((candidate) => candidate.criterion === criterion);
    return { criterion, rating: item?.rating ?? null, comment: item?.comment ?? null };
  });
}
