import { DomainError, type FieldErrors } from './errors/domain-error.js';
import { isCalendarDate } from './university-time.js';

/**
 * The A§3 student header every student form carries (leave, re-application):
 * Name, ID #, School / Department, Course & Year, Signature over Printed Name
 * and its date. The same rules and words on every form; the client mirrors
 * them (client/src/lib/student-form-schema.ts).
 */

export const STUDENT_FORM_MESSAGES = {
  nameAndId: 'Please provide at least your Name and ID #.',
  nameRequired: 'Name is required',
  idRequired: 'ID # is required',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** The header as it arrives (trimmed; blank is left out). */
export interface StudentFormText {
  name?: string;
  idNumber?: string;
  schoolDept?: string;
  courseYear?: string;
  signatureName?: string;
  signatureDate?: string;
}

/** The header as it is kept: Name and ID # always, the rest null when left out. */
export interface StudentFormValues {
  name: string;
  idNumber: string;
  schoolDept: string | null;
  courseYear: string | null;
  signatureName: string | null;
  signatureDate: string | null;
}

/** A form's own text field checked for length beside the header's. */
export interface TextLimit<K extends string> {
  key: K;
  label: string;
  max: number;
}

const HEADER_LIMITS: Array<TextLimit<keyof StudentFormText>> = [
  { key: 'name', label: 'Name', max: 200 },
  { key: 'idNumber', label: 'ID #', max: 50 },
  { key: 'schoolDept', label: 'School / Department', max: 200 },
  { key: 'courseYear', label: 'Course & Year', max: 100 },
];
const SIGNATURE_LIMIT: TextLimit<'signatureName'> = {
  key: 'signatureName',
  label: 'Signature over Printed Name',
  max: 200,
};

/**
 * Name and ID # required, then the length of every header text, of the
 * form's own `texts` and of the signature, in that order (the first problem
 * found is the one the answer names).
 */
export function checkStudentText<F extends StudentFormText>(
  form: F,
  fields: FieldErrors,
  texts: Array<TextLimit<keyof F & string>> = [],
): void {
  if (form.name === undefined) fields.name = STUDENT_FORM_MESSAGES.nameRequired;
  if (form.idNumber === undefined) fields.idNumber = STUDENT_FORM_MESSAGES.idRequired;
  const limits = [...HEADER_LIMITS, ...texts, SIGNATURE_LIMIT] as Array<
    TextLimit<keyof F & string>
  >;
  for (const { key, label, max } of limits) {
    const value = form[key];
    if (typeof value === 'string' && value.length > max)
      fields[key] = STUDENT_FORM_MESSAGES.tooLong(label, max);
  }
}

/** A YYYY-MM-DD field of the form, when written. */
export function checkFormDate(fields: FieldErrors, key: string, value: string | undefined): void {
  if (value !== undefined && !isCalendarDate(value)) fields[key] = STUDENT_FORM_MESSAGES.dateFormat;
}

/**
 * Refuses the form when any field has a problem, naming all of them; the
 * message is the spec's alert when Name or ID # is missing, else the first.
 */
export function refuseStudentForm(form: StudentFormText, fields: FieldErrors): void {
  const first = Object.values(fields)[0];
  if (first === undefined) return;
  const missing = form.name === undefined || form.idNumber === undefined;
  throw DomainError.badInput(missing ? STUDENT_FORM_MESSAGES.nameAndId : first, fields);
}

/** The header of a form `refuseStudentForm` let through. */
export function studentFormValues(form: StudentFormText): StudentFormValues {
  return {
    name: form.name!,
    idNumber: form.idNumber!,
    schoolDept: form.schoolDept ?? null,
    courseYear: form.courseYear ?? null,
    signatureName: form.signatureName ?? null,
    signatureDate: form.signatureDate ?? null,
  };
}

/** The header's field names, for a form's list of the text it takes. */
export const STUDENT_FORM_KEYS = [
  'name',
  'idNumber',
  'schoolDept',
  'courseYear',
  'signatureName',
  'signatureDate',
] as const satisfies ReadonlyArray<keyof StudentFormText>;

/**
 * A REST body (JSON or multipart) as a form: the text of the `known` fields,
 * trimmed, blank left out, anything else ignored — as the GraphQL input's
 * transform does.
 */
export function formTextOf<F extends Partial<Record<keyof F, string>>>(
  body: Record<string, unknown> | undefined,
  known: ReadonlyArray<keyof F & string>,
): F {
  const names = new Set<string>(known);
  const form: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    if (!names.has(name)) continue;
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') form[name] = text;
  }
  return form as F;
}
