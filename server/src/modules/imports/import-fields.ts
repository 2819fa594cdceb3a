import { isEmail } from 'class-validator';
import { STUDENT_FORM_MESSAGES } from '../../common/student-form.js';
import { isCalendarDate } from '../../common/university-time.js';
import { GENDERS } from '../applications/submit-application.input.js';
import type { ApplicationPosition } from '../positions/position.table.js';
import { scholarStatus, type ScholarStatus } from '../scholars/scholars.table.js';

/**
 * The rule of each cell, with the product's words where a form already says
 * it. A check answers the typed value, or a message.
 */
export type FieldCheck<T> = { value: T } | { message: string };

const ok = <T>(value: T): FieldCheck<T> => ({ value });
const refuse = (message: string): FieldCheck<never> => ({ message });

// As IsPlainEmail (common/plain-email.decorator.ts): an everyday address, then
// class-validator's own isEmail with the same options.
const PLAIN_EMAIL = /^[^\s"<>()\\,;:]+@[^\s"<>()\\,;:@]+$/;

/** InviteStaffInput's e-mail: trimmed and lower-cased, required, plain. */
export function checkEmail(text: string): FieldCheck<string> {
  const email = text.trim().toLowerCase();
  if (email === '') return refuse('Email is required');
  const plain =
    PLAIN_EMAIL.test(email) &&
    isEmail(email, { allow_display_name: false, allow_ip_domain: false });
  return plain ? ok(email) : refuse('Invalid email address');
}

// As InviteStaffInput (invitations.types.ts): letters, with spaces, hyphens,
// apostrophes and periods between, 2 to 50 characters. It is the form HR adds
// people with; sign-up's letters-only rule would refuse "Dela Cruz".
const NAME = /^\p{L}[\p{L} .'-]*$/u;
const NAME_MIN = 2;
const NAME_MAX = 50;

/** A first or last name, in the invite form's order of messages (length, then letters). */
export function checkName(text: string, label: 'First name' | 'Last name'): FieldCheck<string> {
  const name = text.trim();
  if (name.length < NAME_MIN)
    return refuse(`${label} must be at least ${NAME_MIN} characters long`);
  if (name.length > NAME_MAX) return refuse(`${label} must be at most ${NAME_MAX} characters long`);
  return NAME.test(name) ? ok(name) : refuse(`${label} must contain only letters`);
}

const OFFICE_NAME_MAX = 100;

/**
 * An office named by its name. Whether it exists is the apply step's question
 * (it reads the offices); here only that one is named.
 */
export function checkOfficeName(text: string, required: string): FieldCheck<string> {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '') return refuse(required);
  if (name.length > OFFICE_NAME_MAX)
    return refuse(`Office name must be at most ${OFFICE_NAME_MAX} characters long`);
  return ok(name);
}

/** The invite form's message when an office account has no office. */
export const STAFF_OFFICE_REQUIRED = 'Choose the office of an office account.';

// Codes like the seeded ones ("registrar", "it"): the stable key of an office.
const OFFICE_CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const OFFICE_CODE_MAX = 30;

export function checkOfficeCode(text: string): FieldCheck<string> {
  const code = text.trim().toLowerCase();
  if (code === '') return refuse('Code is required');
  if (code.length > OFFICE_CODE_MAX)
    return refuse(`Code must be at most ${OFFICE_CODE_MAX} characters long`);
  return OFFICE_CODE.test(code)
    ? ok(code)
    : refuse('Code must be letters and digits, with hyphens between (e.g. "student-affairs")');
}

/** "a, b or c" */
const either = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

const words = (text: string) =>
  text
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();

const CATEGORIES: Record<string, ApplicationPosition> = {
  'student assistant': 'student_assistant',
  'student marshal': 'student_marshal',
  // The master list's abbreviations, so its export can come back in.
  sa: 'student_assistant',
  sm: 'student_marshal',
};

export function checkCategory(text: string): FieldCheck<ApplicationPosition> {
  if (text.trim() === '') return refuse('Category is required');
  const category = CATEGORIES[words(text)];
  return category ? ok(category) : refuse('Category must be Student Assistant or Student Marshal');
}

const STATUSES: readonly string[] = scholarStatus.enumValues;

/** UpdateScholarStatusInput's "Unknown status", naming the ones allowed. */
export function checkScholarStatus(text: string): FieldCheck<ScholarStatus> {
  const status = words(text);
  if (status === '') return refuse('Status is required');
  return STATUSES.includes(status)
    ? ok(status as ScholarStatus)
    : refuse(`Unknown status: use ${either(STATUSES)}`);
}

/** A YYYY-MM-DD day that exists, with the forms' message. */
export function checkDate(text: string, required: string): FieldCheck<string> {
  const date = text.trim();
  if (date === '') return refuse(required);
  return isCalendarDate(date) ? ok(date) : refuse(STUDENT_FORM_MESSAGES.dateFormat);
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const MAX_HOURS = 10_000;

/** Hours as a plain decimal number ("97.5"), not negative. */
export function checkHours(text: string, label: string): FieldCheck<number> {
  const hours = text.trim();
  if (hours === '') return refuse(`${label} is required`);
  if (!DECIMAL.test(hours)) return refuse(`${label} must be a number`);
  const value = Number(hours);
  if (value < 0) return refuse(`${label} must not be negative`);
  if (value > MAX_HOURS) return refuse(`${label} must be at most ${MAX_HOURS}`);
  return ok(value);
}

const WHOLE = /^[+-]?\d+(\.0*)?$/;

/** A count, in the words of the scholar request form ("must be a whole number", "must not be negative"). */
export function checkCount(text: string, label: string): FieldCheck<number> {
  const count = text.trim();
  if (count === '') return refuse(`${label} is required`);
  if (!WHOLE.test(count)) return refuse(`${label} must be a whole number`);
  const value = Number(count);
  if (value < 0) return refuse(`${label} must not be negative`);
  if (!Number.isSafeInteger(value)) return refuse(`${label} must be a whole number`);
  return ok(value === 0 ? 0 : value);
}

/** The application form's genders; left blank, none is kept. */
export function checkGender(text: string): FieldCheck<string | null> {
  if (text.trim() === '') return ok(null);
  const gender = GENDERS.find((g) => g.toLowerCase() === words(text));
  return gender ? ok(gender) : refuse(`Gender must be ${either(GENDERS)}`);
}
