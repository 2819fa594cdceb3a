import type { Request } from 'express';
import { readMultipartForm } from '../files/multipart-form.js';
import type { LeaveForm } from './leave-rules.js';
import type { ReadLeaveForm } from './leave.service.js';

const FORM_FIELDS = new Set<keyof LeaveForm>([
  'name',
  'idNumber',
  'schoolDept',
  'courseYear',
  'type',
  'dateFrom',
  'dateTo',
  'daysHours',
  'reasons',
  'signatureName',
  'signatureDate',
]);

/** Trimmed text of the known fields; blank is left out (as the GraphQL input's transform does). */
export function leaveFormOf(body: Record<string, unknown> | undefined): LeaveForm {
  const form: LeaveForm = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    if (!FORM_FIELDS.has(name as keyof LeaveForm)) continue;
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') form[name as keyof LeaveForm] = text;
  }
  return form;
}

/**
 * `POST /api/leave-requests` as multipart/form-data: the form's fields as
 * text and the optional file `proof`, stored as it streams in.
 */
export function readMultipartLeave(req: Request): ReadLeaveForm {
  const read = readMultipartForm(req, { proof: { purpose: 'leave_proof' } });
  return async (receive) => {
    const { fields, files } = await read(receive);
    return { form: leaveFormOf(fields), proof: files.proof?.[0] };
  };
}
