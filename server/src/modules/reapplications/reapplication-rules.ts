import { EVALUATION_TERMS, type EvaluationTermValue } from '../../common/academic-term.js';
import type { FieldErrors } from '../../common/errors/domain-error.js';
import {
  checkFormDate,
  checkStudentText,
  refuseStudentForm,
  STUDENT_FORM_MESSAGES,
  studentFormValues,
  type StudentFormText,
  type StudentFormValues,
} from '../../common/student-form.js';

/** The rules of the re-application form (A§2.3, A§5) on the server; the client mirrors the words. */

export const MAX_REASONS = 2000;

export const REAPPLICATION_MESSAGES = {
  ...STUDENT_FORM_MESSAGES,
  termUnknown: 'Choose First Semester, Second Semester or Short Term',
  yearRequired: 'Academic Year is required',
  yearFormat: 'Enter the academic year as YYYY-YYYY, e.g. 2026-2027',
  yearConsecutive: 'The academic year must span two consecutive years, e.g. 2026-2027',
  reasonsTooLong: 'Reasons for Re-Application must be at most 2,000 characters',
  bothGrades: 'Attach either one of your saved grade reports or a file, not both.',
} as const;

/** The form as it arrives (trimmed; blank is left out). */
export interface ReapplicationForm extends StudentFormText {
  effectivityDate?: string;
  yearsInService?: string;
  term?: string;
  academicYear?: string;
  reasons?: string;
  /** One of the student's own saved grade reports. */
  gradeReportId?: string;
}

export interface CheckedReapplicationForm extends StudentFormValues {
  effectivityDate: string | null;
  yearsInService: string | null;
  term: EvaluationTermValue;
  academicYear: string;
  reasons: string | null;
}

/** A "YYYY-YYYY" academic year of consecutive years, or the message saying what is wrong. */
export function academicYearProblem(value: string | undefined): string | undefined {
  if (value === undefined) return REAPPLICATION_MESSAGES.yearRequired;
  const match = /^(\d{4})-(\d{4})$/.exec(value);
  if (!match) return REAPPLICATION_MESSAGES.yearFormat;
  if (Number(match[2]) !== Number(match[1]) + 1) return REAPPLICATION_MESSAGES.yearConsecutive;
  return undefined;
}

/**
 * Checks the whole form and names every problem at once. The term defaults
 * to the first (A§2.3). A missing Name or ID # answers with the spec's alert.
 */
export function checkReapplicationForm(form: ReapplicationForm): CheckedReapplicationForm {
  const fields: FieldErrors = {};
  checkStudentText(form, fields, [
    { key: 'yearsInService', label: 'No. of years / months in service', max: 100 },
  ]);
  const term = form.term ?? 'first';
  if (!(EVALUATION_TERMS as readonly string[]).includes(term))
    fields.term = REAPPLICATION_MESSAGES.termUnknown;
  const year = academicYearProblem(form.academicYear);
  if (year) fields.academicYear = year;
  checkFormDate(fields, 'effectivityDate', form.effectivityDate);
  checkFormDate(fields, 'signatureDate', form.signatureDate);
  if (form.reasons !== undefined && form.reasons.length > MAX_REASONS)
    fields.reasons = REAPPLICATION_MESSAGES.reasonsTooLong;

  refuseStudentForm(form, fields);
  return {
    ...studentFormValues(form),
    effectivityDate: form.effectivityDate ?? null,
    yearsInService: form.yearsInService ?? null,
    term: term as EvaluationTermValue,
    academicYear: form.academicYear!,
    reasons: form.reasons ?? null,
  };
}

/** "2 years 3 months" of service from `from` to `to` (YYYY-MM-DD), whole months only. */
export function serviceSpan(from: string, to: string): string {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (years === 0) return plural(rest, 'month');
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`;
}
