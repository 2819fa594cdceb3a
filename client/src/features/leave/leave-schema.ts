import { z } from '@/lib/zod';

import type { LeaveType } from '@/gql/graphql';
import type { FileRule } from '@/lib/files';
import {
  fieldIssues,
  requireNameAndId,
  studentFormFields,
  textMax,
} from '@/lib/student-form-schema';

/** The server's rules (leave-rules.ts) and words, checked before sending. */

export const MAX_REASONS = 2000;
export const PROOF_RULE: FileRule = {
  accept: 'image/jpeg,image/png,image/gif,image/webp,application/pdf',
  maxBytes: 5 * 1024 * 1024,
  wrongType: 'The proof document must be an image or a PDF.',
  tooBig: 'The proof document exceeds the 5MB limit.',
};

export const leaveSchema = z
  .object({
    ...studentFormFields,
    type: z.union([z.literal(''), z.enum(['sick', 'social', 'vacation', 'others'])]),
    dateFrom: z.string(),
    dateTo: z.string(),
    daysHours: textMax(100, 'Days / Hours'),
    reasons: z.string().check(z.maxLength(MAX_REASONS, 'Reasons must be at most 2,000 characters')),
    proof: z.nullable(z.instanceof(File)),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = fieldIssues(ctx);
      requireNameAndId(form, ctx);
      if (!form.type) issue('type', 'Please choose the type of leave');
      if (!form.dateFrom) issue('dateFrom', 'Enter the first day of the leave');
      if (!form.dateTo) issue('dateTo', 'Enter the last day of the leave');
      else if (form.dateFrom && form.dateTo < form.dateFrom)
        issue('dateTo', 'The last day must be on or after the first day');
    }),
  );

export type LeaveFormValues = z.input<typeof leaveSchema>;

export const LEAVE_TYPES: LeaveType[] = ['sick', 'social', 'vacation', 'others'];
