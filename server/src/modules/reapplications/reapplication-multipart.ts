import type { Request } from 'express';
import { readMultipartForm } from '../files/multipart-form.js';
import type { ReapplicationForm } from './reapplication-rules.js';
import type { ReadReapplicationForm } from './reapplications.service.js';

const FORM_FIELDS = new Set<keyof ReapplicationForm>([
  'name',
  'idNumber',
  'schoolDept',
  'courseYear',
  'effectivityDate',
  'yearsInService',
  'term',
  'academicYear',
  'reasons',
  'signatureName',
  'signatureDate',
  'gradeReportId',
]);

/** Trimmed text of the known fields; blank is left out (as the GraphQL input's transform does). */
export function reapplicationFormOf(body: Record<string, unknown> | undefined): ReapplicationForm {
  const form: ReapplicationForm = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    if (!FORM_FIELDS.has(name as keyof ReapplicationForm)) continue;
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') form[name as keyof ReapplicationForm] = text;
  }
  return form;
}

/** `POST /api/reapplications` as multipart/form-data: the fields as text and the optional file `grades`. */
export function readMultipartReapplication(req: Request): ReadReapplicationForm {
  const read = readMultipartForm(req, { grades: { purpose: 'reapplication_grades' } });
  return async (receive) => {
    const { fields, files } = await read(receive);
    return { form: reapplicationFormOf(fields), grades: files.grades?.[0] };
  };
}
