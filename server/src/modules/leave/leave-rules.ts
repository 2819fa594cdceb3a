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
import type { ScholarRow } from '../scholars/scholars.table.js';
import { leaveType, type LeaveType } from './leave.table.js';

/** The rules of the leave form (A§2.3, A§5) on the server; the client mirrors the words. */

export const MAX_REASONS = 2000;

export const LEAVE_MESSAGES = {
  ...STUDENT_FORM_MESSAGES,
  typeRequired: 'Please choose the type of leave',
  typeUnknown: 'Unknown type of leave',
  fromRequired: 'Enter the first day of the leave',
  toRequired: 'Enter the last day of the leave',
  toBeforeFrom: 'The last day must be on or after the first day',
  reasonsTooLong: 'Reasons must be at most 2,000 characters',
  beforeDeployment: (startedOn: string) =>
    `Leave must fall within your deployment, which began on ${startedOn}.`,
} as const;

/** The form as it arrives (trimmed; blank is left out). */
export interface LeaveForm extends StudentFormText {
  type?: string;
  dateFrom?: string;
  dateTo?: string;
  daysHours?: string;
  reasons?: string;
}

export interface CheckedLeaveForm extends StudentFormValues {
  type: LeaveType;
  dateFrom: string;
  dateTo: string;
  daysHours: string | null;
  reasons: string | null;
}

function checkRequiredDate(
  fields: FieldErrors,
  name: 'dateFrom' | 'dateTo',
  value: string | undefined,
  required: string,
) {
  if (value === undefined) fields[name] = required;
  else checkFormDate(fields, name, value);
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
  checkStudentText(form, fields, [{ key: 'daysHours', label: 'Days / Hours', max: 100 }]);
  if (form.type === undefined) fields.type = LEAVE_MESSAGES.typeRequired;
  else if (!(leaveType.enumValues as readonly string[]).includes(form.type))
    fields.type = LEAVE_MESSAGES.typeUnknown;
  checkRequiredDate(fields, 'dateFrom', form.dateFrom, LEAVE_MESSAGES.fromRequired);
  checkRequiredDate(fields, 'dateTo', form.dateTo, LEAVE_MESSAGES.toRequired);
  checkFormDate(fields, 'signatureDate', form.signatureDate);
  if (!fields.dateFrom && !fields.dateTo) {
    const from = form.dateFrom!;
    const to = form.dateTo!;
    if (to < from) fields.dateTo = LEAVE_MESSAGES.toBeforeFrom;
    else if (from < deployment.startedOn)
      fields.dateFrom = LEAVE_MESSAGES.beforeDeployment(deployment.startedOn);
  }
  if (form.reasons !== undefined && form.reasons.length > MAX_REASONS)
    fields.reasons = LEAVE_MESSAGES.reasonsTooLong;

  refuseStudentForm(form, fields);
  return {
    ...studentFormValues(form),
    type: form.type as LeaveType,
    dateFrom: form.dateFrom!,
    dateTo: form.dateTo!,
    daysHours: form.daysHours ?? null,
    reasons: form.reasons ?? null,
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
