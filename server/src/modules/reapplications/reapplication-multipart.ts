import type { Request } from 'express';
import { formTextOf, STUDENT_FORM_KEYS } from '../../common/student-form.js';
import { readMultipartForm } from '../files/multipart-form.js';
import type { ReapplicationForm } from './reapplication-rules.js';
import type { ReadReapplicationForm } from './reapplications.service.js';

const FORM_FIELDS: ReadonlyArray<keyof ReapplicationForm> = [
  ...STUDENT_FORM_KEYS,
  'effectivityDate',
  'yearsInService',
  'term',
  'academicYear',
  'reasons',
  'gradeReportId',
];

/** Trimmed text of the known fields; blank is left out (as the GraphQL input's transform does). */
export const reapplicationFormOf = (body: Record<string, unknown> | undefined) =>
  formTextOf<ReapplicationForm>(body, FORM_FIELDS);

/** `POST /api/reapplications` as multipart/form-data: the fields as text and the optional file `grades`. */
export function readMultipartReapplication(req: Request): ReadReapplicationForm {
  const read = readMultipartForm(req, { grades: { purpose: 'reapplication_grades' } });
  return async (receive) => {
    const { fields, files } = await read(receive);
    return { form: reapplicationFormOf(fields), grades: files.grades?.[0] };
  };
}
