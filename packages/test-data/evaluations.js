// Evaluations (A§2.4, A§9): five criteria rated 1-5 or blank, per term of an
// academic year. The default term is long past, so it is valid on any date.

/** A§9's criteria, in the spec's order, as the API names them. */
export const EVALUATION_CRITERIA = Object.freeze([
  'attendance',
  'punctuality',
  'engagement',
  'attitude',
  'performance',
]);

/** A past term every test may evaluate: First Semester 2024-2025. */
export const PAST_TERM = Object.freeze({ term: 'first', academicYear: '2024-2025' });

export function evaluationItems(ratings = [5, 4, 4, 3, null], comments = {}) {
  return EVALUATION_CRITERIA.map((criterion, n) => ({
    criterion,
    rating: ratings[n] ?? null,
    comment: comments[criterion] ?? null,
  }));
}

export function evaluationInput(scholarId, overrides = {}) {
  const { ratings, comments, ...rest } = overrides;
  return {
    scholarId,
    ...PAST_TERM,
    items: evaluationItems(ratings, comments),
    remarks: 'Dependable and courteous.',
    ...rest,
  };
}
