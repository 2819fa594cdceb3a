/** A§9's criteria, in the spec's order, as the API names them. */
export type EvaluationCriterion =
  'attendance' | 'punctuality' | 'engagement' | 'attitude' | 'performance';
export type EvaluationTerm = 'first' | 'second' | 'short';

export declare const EVALUATION_CRITERIA: readonly EvaluationCriterion[];

/** A past term every test may evaluate: First Semester 2024-2025. */
export declare const PAST_TERM: Readonly<{ term: EvaluationTerm; academicYear: string }>;

export interface EvaluationItem {
  criterion: EvaluationCriterion;
  rating: number | null;
  comment: string | null;
}

/**
 * The five criteria with `ratings` in order (null or missing: blank) and
 * comments by criterion.
 * @example evaluationItems([5, null])[1] // { criterion: 'punctuality', rating: null, comment: null }
 */
export declare function evaluationItems(
  ratings?: ReadonlyArray<number | null>,
  comments?: Partial<Record<EvaluationCriterion, string>>,
): EvaluationItem[];

export interface EvaluationInput {
  scholarId: string;
  term: EvaluationTerm;
  academicYear: string;
  items: EvaluationItem[];
  remarks?: string | null;
  expectedVersion?: number;
}

/**
 * A valid SaveEvaluationInput for `scholarId` (PAST_TERM, ratings 5 4 4 3 and a
 * blank, remarks); `overrides` replace any field, `ratings`/`comments` the items.
 */
export declare function evaluationInput(
  scholarId: string,
  overrides?: Partial<EvaluationInput> & {
    ratings?: ReadonlyArray<number | null>;
    comments?: Partial<Record<EvaluationCriterion, string>>;
  },
): EvaluationInput;
