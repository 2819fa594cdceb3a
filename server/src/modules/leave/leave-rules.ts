import { DomainError, type FieldErrors } from '../../common/errors/domain-error.js';
import { isCalendarDate } from '../../common/university-time.js';
import type { ScholarRow } from '../scholars/scholars.table.js';
import { leaveType, type LeaveType } from './leave.table.js';

/** The rules of the leave form (A§2.3, A§5) on the server; the client mirrors the words. */

export const MAX_REASONS = 2000;
const MAX = { name: 200, idNumber: 50, schoolDept: 200, courseYear: 100, daysHours: 100 };

export const LEAVE_MESSAGES = {
  nameAndId: 'Please provide at least your Name and ID #.',
  nameRequired: 'Name is required',
  idRequired: 'ID # is required',
  typeRequired: 'Please choose the type of leave',
  typeUnknown: 'Unknown type of leave',
  fromRequired: 'Enter the first day of the leave',
  toRequired: 'Enter the last day of the leave',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  toBeforeFrom: 'The last day must be on or after the first day',
  reasonsTooLong: 'Reasons must be at most 2,000 characters',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  beforeDeployment: (startedOn: string) =>
    `Leave must fall within your deployment, which began on ${startedOn}.`,
} as const;

/** The form as it arrives (trimmed; blank is left out). */
export interface LeaveForm {
  name?: string;
  idNumber?: string;
  schoolDept?: string;
  courseYear?: string;
  type?: string;
  dateFrom?: string;
  dateTo?: string;
  daysHours?: string;
  reasons?: string;
  signatureName?: string;
  signatureDate?: string;
}

export interface CheckedLeaveForm {
  name: string;
  idNumber: string;
  schoolDept: string | null;
  courseYear: string | null;
  type: LeaveType;
  dateFrom: string;
  dateTo: string;
  daysHours: string | null;
  reasons: string | null;
  signatureName: string | null;
  signatureDate: string | null;
}

const LABELS: Record<keyof typeof MAX, string> = {
  name: 'Name',
  idNumber: 'ID #',
  schoolDept: 'School / Department',
  courseYear: 'Course & Year',
  daysHours: 'Days / Hours',
};

function checkDateField(
  fields: FieldErrors,
  name: 'dateFrom' | 'dateTo' | 'signatureDate',
  value: string | undefined,
  required?: string,
) {
  if (value === undefined) {
    if (required) fields[name] = required;
  } else if (!isCalendarDate(value)) fields[name] = LEAVE_MESSAGES.dateFormat;
}

/**
 * Checks the whole form against the scholar's deployment and names every
 * problem at once. Only a current deployment files (one without an end date:
 * ending it closes it), so the leave is bounded by its start alone. A missing Name or ID # answers with the spec's alert
 * ('Please provide at least your Name and ID #.').
 */
export function checkLeaveForm(
  form: LeaveForm,
  deployment: Pick<ScholarRow, 'startedOn'>,
): CheckedLeaveForm {
  const fields: FieldErrors = {};
  if (form.name === undefined) fields.name = LEAVE_MESSAGES.nameRequired;
  if (form.idNumber === undefined) fields.idNumber = LEAVE_MESSAGES.idRequired;
  for (const [key, max] of Object.entries(MAX) as Array<[keyof typeof MAX, number]>) {
    const value = form[key];
    if (value !== undefined && value.length > max)
      fields[key] = LEAVE_MESSAGES.tooLong(LABELS[key], max);
  }
  if (form.signatureName !== undefined && form.signatureName.length > MAX.name)
    fields.signatureName = LEAVE_MESSAGES.tooLong('Signature over Printed Name', MAX.name);
  if (form.type === undefined) fields.type = LEAVE_MESSAGES.typeRequired;
  else if (!(leaveType.enumValues as readonly string[]).includes(form.type))
    fields.type = LEAVE_MESSAGES.typeUnknown;
  checkDateField(fields, 'dateFrom', form.dateFrom, LEAVE_MESSAGES.fromRequired);
  checkDateField(fields, 'dateTo', form.dateTo, LEAVE_MESSAGES.toRequired);
  checkDateField(fields, 'signatureDate', form.signatureDate);
  if (!fields.dateFrom && !fields.dateTo) {
    const from = form.dateFrom!;
    const to = form.dateTo!;
    if (to < from) fields.dateTo = LEAVE_MESSAGES.toBeforeFrom;
    else if (from < deployment.startedOn)
      fields.dateFrom = LEAVE_MESSAGES.beforeDeployment(deployment.startedOn);
  }
  if (form.reasons !== undefined && form.reasons.length > MAX_REASONS)
    fields.reasons = LEAVE_MESSAGES.reasonsTooLong;

  const first = Object.values(fields)[0];
  if (first !== undefined) {
    const missing = form.name === undefined || form.idNumber === undefined;
    const message = missing ? LEAVE_MESSAGES.nameAndId : first;
    throw DomainError.badInput(message, fields);
  }
  return {
    name: form.name!,
    idNumber: form.idNumber!,
    schoolDept: form.schoolDept ?? null,
    courseYear: form.courseYear ?? null,
    type: form.type as LeaveType,
    dateFrom: form.dateFrom!,
    dateTo: form.dateTo!,
    daysHours: form.daysHours ?? null,
    reasons: form.reasons ?? null,
    signatureName: form.signatureName ?? null,
    signatureDate: form.signatureDate ?? null,
  };
}

/** Every date from `from` to `to`, both included (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  while (day <= last) {
    dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}
