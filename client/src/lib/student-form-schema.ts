import { z } from '@/lib/zod';

/**
 * The A§3 student header every student form carries (leave, re-application),
 * with the server's rules and words (server/src/common/student-form.ts),
 * checked before sending.
 */

/** Free text of at most `max` characters, the server's message past it. */
export const textMax = (max: number, label: string) =>
  z.string().check(z.maxLength(max, `${label} must be at most ${String(max)} characters`));

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

/** Reports a form's own rule on one field, from its superRefine. */
export function fieldIssues(ctx: z.core.$RefinementCtx) {
  return (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
}

/** Name and ID # are required; call from a form's superRefine. */
export function requireNameAndId(
  form: Pick<StudentFormText, 'name' | 'idNumber'>,
  ctx: z.core.$RefinementCtx,
): void {
  const issue = fieldIssues(ctx);
  if (!form.name.trim()) issue('name', 'Name is required');
  if (!form.idNumber.trim()) issue('idNumber', 'ID # is required');
}
