import { DomainError } from '../../common/errors/domain-error.js';
import { termOrder, type AcademicTerm } from '../../common/academic-term.js';
import { allCriteria, type EvaluationItemValue } from './evaluation-score.js';
import type { SaveEvaluationInput } from './evaluations.types.js';

/** Every message of a refused save, on both transports. */
export const EVALUATION_RULES = {
  yearFormat: 'Academic year must look like 2026-2027',
  yearConsecutive: 'The academic year must be two consecutive years, like 2026-2027',
  futureTerm: 'This term has not started yet.',
  duplicate: 'Each criterion can be rated only once.',
  empty: 'Rate at least one criterion or write remarks.',
  ended: 'This scholar no longer serves at your office.',
  changed: 'This evaluation was saved by someone else in the meantime. Reload it and try again.',
} as const;

function refuse(field: string, message: string): never {
  throw DomainError.badInput(message, { [field]: message });
}

/** The academic year's message when it is not "YYYY-YYYY" with consecutive years, else null. */
export function academicYearProblem(value: string): string | null {
  const match = /^(\d{4})-(\d{4})$/.exec(value.trim());
  if (!match) return EVALUATION_RULES.yearFormat;
  return Number(match[2]) === Number(match[1]) + 1 ? null : EVALUATION_RULES.yearConsecutive;
}

export interface CheckedEvaluation extends AcademicTerm {
  items: EvaluationItemValue[];
  remarks: string | null;
}

/**
 * The rules class-validator cannot say on the input alone (A§5 "rating 1-5 or
 * blank; comment optional" is on the input): a real academic year, a term
 * that has begun by `today`, each criterion once, and something said — at
 * least one rating or remarks. BAD_USER_INPUT on the field at fault.
 */
export function checkEvaluation(
  input: SaveEvaluationInput,
  current: AcademicTerm,
): CheckedEvaluation {
  const academicYear = input.academicYear.trim();
  const yearProblem = academicYearProblem(academicYear);
  if (yearProblem) refuse('academicYear', yearProblem);
  const term = { term: input.term, academicYear };
  if (termOrder(term) > termOrder(current)) refuse('term', EVALUATION_RULES.futureTerm);
  const criteria = input.items.map((item) => item.criterion);
  if (new Set(criteria).size !== criteria.length) refuse('items', EVALUATION_RULES.duplicate);
  const items = allCriteria(input.items);
  const remarks = input.remarks ?? null;
  if (remarks === null && items.every((item) => item.rating === null))
    refuse('items', EVALUATION_RULES.empty);
  return { ...term, items, remarks };
}
