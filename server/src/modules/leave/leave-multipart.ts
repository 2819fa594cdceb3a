import type { Request } from 'express';
import { formTextOf, STUDENT_FORM_KEYS } from '../../common/student-form.js';
import { readMultipartForm } from '../files/multipart-form.js';
import type { LeaveForm } from './leave-rules.js';
import type { ReadLeaveForm } from './leave.service.js';

const FORM_FIELDS: ReadonlyArray<keyof LeaveForm> = [
  ...STUDENT_FORM_KEYS,
  'type',
  'dateFrom',
  'dateTo',
  'daysHours',
  'reasons',
];

/** Trimmed text of the known fields; blank is left out (as the GraphQL input's transform does). */
export const leaveFormOf = (body: Record<string, unknown> | undefined) =>
  formTextOf<LeaveForm>(body, FORM_FIELDS);

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
