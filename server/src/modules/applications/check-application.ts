import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainError, type FieldErrors } from '../../common/errors/domain-error.js';
import type { ApplicationUploads } from './application-uploads.js';
import type { Seminar } from './applications.table.js';
import { SubmitApplicationInput, type SeminarInput } from './submit-application.input.js';

export const FORM_SUMMARY = 'Please fill in all required fields.';
export const RELATIVES_SUMMARY = 'Please provide at least one relative with all fields filled.';

const seminarFields = ['title', 'sponsoringAgency', 'inclusiveDate', 'place'] as const;

export function seminarMessage(rowNumber: number): string {
  return `Seminar #${rowNumber}: Please fill in all fields (Title, Sponsoring Agency, Inclusive Date, Place).`;
}

function collect(errors: Awaited<ReturnType<typeof validate>>, fields: FieldErrors, prefix = '') {
  for (const error of errors) {
    const name = `${prefix}${error.property}`;
    const message = Object.values(error.constraints ?? {})[0];
    if (message && !fields[name]) fields[name] = message;
    if (error.children?.length) collect(error.children, fields, `${name}.`);
  }
}

/** A§5 "Relative Information": a declared relative needs the first row complete. */
function checkRelatives(input: SubmitApplicationInput, fields: FieldErrors) {
  if (!input.hasRelativeWorking) return;
  const first = input.relatives[0];
  if (!first?.name) fields['relatives.0.name'] = "Relative's name is required";
  if (!first?.department) fields['relatives.0.department'] = "Relative's department is required";
  if (!first?.relationship)
    fields['relatives.0.relationship'] = "Relative's relationship is required";
  if (!first?.name || !first.department || !first.relationship)
    fields.relatives = RELATIVES_SUMMARY;
}

/** A§5 "Seminar rows": a started row needs all four fields; blank rows are dropped. */
function checkSeminars(rows: SeminarInput[], fields: FieldErrors): Seminar[] {
  const kept: Seminar[] = [];
  rows.forEach((row, index) => {
    const filled = seminarFields.filter((field) => row[field]);
    if (filled.length === 0) return;
    if (filled.length < seminarFields.length) {
      fields[`seminars.${index}`] ??= seminarMessage(index + 1);
      fields.seminars ??= seminarMessage(index + 1);
    }
    kept.push({ ...row });
  });
  return kept;
}

function checkFiles(uploads: ApplicationUploads, fields: FieldErrors) {
  if (!uploads.profilePhoto) fields.profilePhoto = '2x2 picture is required';
  if (!uploads.parentId) fields.parentId = 'A valid ID of your parent/guardian is required';
}

export interface CheckedApplication extends Omit<SubmitApplicationInput, 'seminars'> {
  seminars: Seminar[];
}

/**
 * Every rule of A§5 over the form and its files at once, so one answer names
 * every problem: BAD_USER_INPUT with per-field messages (keys are input paths
 * such as `relatives.0.name`).
 */
export async function checkApplication(
  plain: Record<string, unknown>,
  uploads: ApplicationUploads,
): Promise<CheckedApplication> {
  const input = plainToInstance(SubmitApplicationInput, plain ?? {});
  const fields: FieldErrors = {};
  collect(
    await validate(input, { whitelist: true, validationError: { target: false, value: false } }),
    fields,
  );
  checkRelatives(input, fields);
  const seminars = checkSeminars(Array.isArray(input.seminars) ? input.seminars : [], fields);
  checkFiles(uploads, fields);
  const messages = Object.values(fields);
  if (messages.length > 0) {
    throw DomainError.badInput(messages.length === 1 ? messages[0]! : FORM_SUMMARY, fields);
  }
  return { ...input, seminars };
}
