import { zodResolver } from '@hookform/resolvers/zod';

import {
  fieldIssues,
  requireNameAndId,
  studentFormFields,
  textMax,
} from '@/lib/student-form-schema';
import { z } from '@/lib/zod';

/** The server's rules (reapplication-rules.ts) and words, checked before sending. */

const reapplicationSchema = z
  .object({
    ...studentFormFields,
    effectivityDate: z.string(),
    yearsInService: textMax(100, 'No. of years / months in service'),
    term: z.enum(['first', 'second', 'short'], {
      error: 'Choose First Semester, Second Semester or Short Term',
    }),
    academicYear: z.string(),
    reasons: z
      .string()
      .check(z.maxLength(2000, 'Reasons for Re-Application must be at most 2,000 characters')),
    /** '' for none, else one of the student's saved grade reports. */
    gradeReportId: z.string(),
    grades: z.nullable(z.instanceof(File)),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = fieldIssues(ctx);
      requireNameAndId(form, ctx);
      const year = /^(\d{4})-(\d{4})$/.exec(form.academicYear.trim());
      if (!form.academicYear.trim()) issue('academicYear', 'Academic Year is required');
      else if (!year) issue('academicYear', 'Enter the academic year as YYYY-YYYY, e.g. 2026-2027');
      else if (Number(year[2]) !== Number(year[1]) + 1)
        issue('academicYear', 'The academic year must span two consecutive years, e.g. 2026-2027');
    }),
  );

export type ReapplicationFormValues = z.input<typeof reapplicationSchema>;

export const reapplicationResolver = zodResolver(reapplicationSchema);
