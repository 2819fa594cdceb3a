import { zodResolver } from '@hookform/resolvers/zod';

import { MAX_REASONS } from '@/features/leave/leave-rules';
import {
  fieldIssues,
  requireNameAndId,
  studentFormFields,
  textMax,
} from '@/lib/student-form-schema';
import { z } from '@/lib/zod';

/** The server's rules (leave-rules.ts) and words, checked before sending. */

const leaveSchema = z
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

export const leaveResolver = zodResolver(leaveSchema);
