import { EVALUATION_TERMS, type EvaluationTermValue } from '../../common/academic-term.js';
import { DomainError, type FieldErrors } from '../../common/errors/domain-error.js';
import { isCalendarDate } from '../../common/university-time.js';

/** The rules of the re-application form (A§2.3, A§5) on the server; the client mirrors the words. */

export const MAX_REASONS = 2000;
const MAX = {
  name: 200,
  idNumber: 50,
  schoolDept: 200,
  courseYear: 100,
  yearsInService: 100,
  signatureName: 200,
} as const;

const LABELS: Record<keyof typeof MAX, string> = {
  name: 'Name',
  idNumber: 'ID #',
  schoolDept: 'School / Department',
  courseYear: 'Course & Year',
  yearsInService: 'No. of years / months in service',
  signatureName: 'Signature over Printed Name',
};

export const REAPPLICATION_MESSAGES = {
  nameAndId: 'Please provide at least your Name and ID #.',
  nameRequired: 'Name is required',
  idRequired: 'ID # is required',
  termUnknown: 'Choose First Semester, Second Semester or Short Term',
  yearRequired: 'Academic Year is required',
  yearFormat: 'Enter the academic year as YYYY-YYYY, e.g. 2026-2027',
  yearConsecutive: 'The academic year must span two consecutive years, e.g. 2026-2027',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  reasonsTooLong: 'Reasons for Re-Application must be at most 2,000 characters',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  bothGrades: 'Attach either one of your saved grade reports or a file, not both.',
} as const;

/** The form as it arrives (trimmed; blank is left out). */
export interface ReapplicationForm {
  name?: string;
  idNumber?: string;
  schoolDept?: string;
  courseYear?: string;
  effectivityDate?: string;
  yearsInService?: string;
  term?: string;
  academicYear?: string;
  reasons?: string;
  signatureName?: string;
  signatureDate?: string;
  /** One of the student's own saved grade reports. */
  gradeReportId?: string;
}

export interface CheckedReapplicationForm {
  name: string;
  idNumber: string;
  schoolDept: string | null;
  courseYear: string | null;
  effectivityDate: string | null;
  yearsInService: string | null;
  term: EvaluationTermValue;
  academicYear: string;
  reasons: string | null;
  signatureName: string | null;
  signatureDate: string | null;
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
  if (form.name === undefined) fields.name = REAPPLICATION_MESSAGES.nameRequired;
  if (form.idNumber === undefined) fields.idNumber = REAPPLICATION_MESSAGES.idRequired;
  for (const [key, max] of Object.entries(MAX) as Array<[keyof typeof MAX, number]>) {
    const value = form[key];
    if (value !== undefined && value.length > max)
      fields[key] = REAPPLICATION_MESSAGES.tooLong(LABELS[key], max);
  }
  const term = form.term ?? 'first';
  if (!(EVALUATION_TERMS as readonly string[]).includes(term))
    fields.term = REAPPLICATION_MESSAGES.termUnknown;
  const year = academicYearProblem(form.academicYear);
  if (year) fields.academicYear = year;
  for (const key of ['effectivityDate', 'signatureDate'] as const) {
    const value = form[key];
    if (value !== undefined && !isCalendarDate(value))
      fields[key] = REAPPLICATION_MESSAGES.dateFormat;
  }
  if (form.reasons !== undefined && form.reasons.length > MAX_REASONS)
    fields.reasons = REAPPLICATION_MESSAGES.reasonsTooLong;

  const first = Object.values(fields)[0];
  if (first !== undefined) {
    const missing = form.name === undefined || form.idNumber === undefined;
    throw DomainError.badInput(missing ? REAPPLICATION_MESSAGES.nameAndId : first, fields);
  }
  return {
    name: form.name!,
    idNumber: form.idNumber!,
    schoolDept: form.schoolDept ?? null,
    courseYear: form.courseYear ?? null,
    effectivityDate: form.effectivityDate ?? null,
    yearsInService: form.yearsInService ?? null,
    term: term as EvaluationTermValue,
    academicYear: form.academicYear!,
    reasons: form.reasons ?? null,
    signatureName: form.signatureName ?? null,
    signatureDate: form.signatureDate ?? null,
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
