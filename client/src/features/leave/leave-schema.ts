import { z } from 'zod';

import type { LeaveType } from '@/gql/graphql';

/** The server's rules (leave-rules.ts) and words, checked before sending. */

export const NAME_AND_ID = 'Please provide at least your Name and ID #.';
export const MAX_REASONS = 2000;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf';
export const PROOF_WRONG_TYPE = 'The proof document must be an image or a PDF.';
export const PROOF_TOO_BIG = 'The proof document exceeds the 5MB limit.';

const text = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${String(max)} characters`);

export const leaveSchema = z
  .object({
    name: text(200, 'Name'),
    idNumber: text(50, 'ID #'),
    schoolDept: text(200, 'School / Department'),
    courseYear: text(100, 'Course & Year'),
    type: z.union([z.literal(''), z.enum(['sick', 'social', 'vacation', 'others'])]),
    dateFrom: z.string(),
    dateTo: z.string(),
    daysHours: text(100, 'Days / Hours'),
    reasons: z.string().max(MAX_REASONS, 'Reasons must be at most 2,000 characters'),
    signatureName: text(200, 'Signature over Printed Name'),
    signatureDate: z.string(),
    proof: z.instanceof(File).nullable(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (!form.name.trim()) issue('name', 'Name is required');
    if (!form.idNumber.trim()) issue('idNumber', 'ID # is required');
    if (!form.type) issue('type', 'Please choose the type of leave');
    if (!form.dateFrom) issue('dateFrom', 'Enter the first day of the leave');
    if (!form.dateTo) issue('dateTo', 'Enter the last day of the leave');
    else if (form.dateFrom && form.dateTo < form.dateFrom)
      issue('dateTo', 'The last day must be on or after the first day');
  });

export type LeaveFormValues = z.input<typeof leaveSchema>;

export const LEAVE_TYPES: LeaveType[] = ['sick', 'social', 'vacation', 'others'];
