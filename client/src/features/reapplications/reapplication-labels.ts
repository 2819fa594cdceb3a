import type { EvaluationTerm } from '@/gql/graphql';

/** A§2.3 Term options. */
export const TERM_LABELS: Record<EvaluationTerm, string> = {
  first: 'First Semester',
  second: 'Second Semester',
  short: 'Short Term',
};
