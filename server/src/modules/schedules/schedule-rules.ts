import {
  EVALUATION_TERMS,
  termOrder,
  type AcademicTerm,
  type EvaluationTermValue,
} from '../../common/academic-term.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { academicYearProblem } from '../evaluations/evaluation-rules.js';

/** Every message of a refused upload besides the file's own (file-types.ts), on both transports. */
export const SCHEDULE_MESSAGES = {
  verifyFirst: 'Please verify your email address before uploading your class schedule.',
  fileRequired: 'Please choose your class schedule (PDF) to upload.',
  termUnknown: 'Choose the term: first, second or short.',
  tooFarAhead: 'You can upload the schedule of the current or the next term only.',
  notFound: 'Class schedule not found',
  scholarNotFound: 'Scholar not found',
  studentNotFound: 'Student not found',
} as const;

function refuse(field: string, message: string): never {
  throw DomainError.badInput(message, { [field]: message });
}

/**
 * The term a schedule is for: today's term when left out (the form's
 * default); a real academic year ("2026-2027"); at most one term ahead of
 * today's, since a schedule is planned for the coming term but not beyond.
 * Past terms are allowed (a late upload still helps the office's records).
 */
export function checkScheduleTerm(
  input: { term?: string | null; academicYear?: string | null },
  current: AcademicTerm,
): AcademicTerm {
  const term = input.term ?? current.term;
  if (!EVALUATION_TERMS.includes(term as EvaluationTermValue))
    refuse('term', SCHEDULE_MESSAGES.termUnknown);
  const academicYear = input.academicYear?.trim() || current.academicYear;
  const yearProblem = academicYearProblem(academicYear);
  if (yearProblem) refuse('academicYear', yearProblem);
  const chosen = { term: term as EvaluationTermValue, academicYear };
  if (termOrder(chosen) > termOrder(current) + 1) refuse('term', SCHEDULE_MESSAGES.tooFarAhead);
  return chosen;
}
