import { z } from 'zod';

/**
 * The A§3 student header every student form carries (leave, re-application),
 * with the server's rules and words (server/src/common/student-form.ts),
 * checked before sending.
 */

export const NAME_AND_ID = 'Please provide at least your Name and ID #.';
export const FIX_FIELDS = 'Please fix the highlighted fields.';

/** Free text of at most `max` characters, the server's message past it. */
export const textMax = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${String(max)} characters`);

/** The header's fields, spread into a form's z.object. */
export const studentFormFields = {
  name: textMax(200, 'Name'),
  idNumber: textMax(50, 'ID #'),
  schoolDept: textMax(200, 'School / Department'),
  courseYear: textMax(100, 'Course & Year'),
  signatureName: textMax(200, 'Signature over Printed Name'),
  signatureDate: z.string(),
};

export interface StudentFormText {
  name: string;
  idNumber: string;
  schoolDept: string;
  courseYear: string;
  signatureName: string;
  signatureDate: string;
}

/** Name and ID # are required; call from a form's superRefine. */
export function requireNameAndId(
  form: Pick<StudentFormText, 'name' | 'idNumber'>,
  ctx: z.RefinementCtx,
): void {
  if (!form.name.trim())
    ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
  if (!form.idNumber.trim())
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'ID # is required' });
}
