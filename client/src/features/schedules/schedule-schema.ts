import { zodResolver } from '@hookform/resolvers/zod';

import { z } from '@/lib/zod';

/** The server's rules (schedule-rules.ts, evaluation-rules.ts) and words, checked before sending. */

export const FILE_REQUIRED = 'Please choose your class schedule (PDF) to upload.';
export const YEAR_FORMAT = 'Academic year must look like 2026-2027';
export const YEAR_CONSECUTIVE = 'The academic year must be two consecutive years, like 2026-2027';

const scheduleSchema = z
  .object({
    term: z.enum(['first', 'second', 'short']),
    academicYear: z.string().check(z.trim()),
    file: z.nullable(z.instanceof(File, { message: FILE_REQUIRED })),
  })
  .check(
    z.superRefine((form, ctx) => {
      const match = /^(\d{4})-(\d{4})$/.exec(form.academicYear);
      if (!match) ctx.addIssue({ code: 'custom', path: ['academicYear'], message: YEAR_FORMAT });
      else if (Number(match[2]) !== Number(match[1]) + 1)
        ctx.addIssue({ code: 'custom', path: ['academicYear'], message: YEAR_CONSECUTIVE });
      if (!form.file) ctx.addIssue({ code: 'custom', path: ['file'], message: FILE_REQUIRED });
    }),
  );

export type ScheduleFormValues = z.input<typeof scheduleSchema>;

export const scheduleResolver = zodResolver(scheduleSchema);
