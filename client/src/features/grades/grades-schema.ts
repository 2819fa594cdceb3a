import { zodResolver } from '@hookform/resolvers/zod';

import { z } from '@/lib/zod';

/** The server's rules (grade-report-rules.ts) in the same words. */
export const GRADE_MESSAGE = 'Grades must be between 50 and 100, or blank.';
export const UNITS_MESSAGE = 'Units must be a number greater than 0 (at most 30).';
export const SUBJECT_MESSAGE = 'Subject is required.';
export const NO_ROWS = 'Add at least one grade row.';
export const AVERAGE_MESSAGE = 'General average must be between 50 and 100, or blank.';
export const YEAR_MESSAGE = 'Academic year must look like 2026-2027';
export const MAX_ROWS = 60;

const numeric = (value: string) => /^\d+(\.\d+)?$/.test(value.trim());
const inRange = (value: string) =>
  value.trim() === '' || (numeric(value) && Number(value) >= 50 && Number(value) <= 100);

const grade = z.string().check(z.refine(inRange, GRADE_MESSAGE));

export const gradeRowSchema = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, SUBJECT_MESSAGE),
      z.maxLength(200, 'Subject must be at most 200 characters.'),
    ),
  faculty: z.string().check(z.maxLength(200, 'Faculty must be at most 200 characters.')),
  one: grade,
  two: grade,
  final: grade,
  units: z
    .string()
    .check(
      z.refine(
        (value) =>
          value.trim() === '' || (numeric(value) && Number(value) > 0 && Number(value) <= 30),
        UNITS_MESSAGE,
      ),
    ),
  status: z.string().check(z.maxLength(50, 'Status must be at most 50 characters.')),
});

export const gradesSchema = z.object({
  term: z.enum(['first', 'second', 'short']),
  academicYear: z.string().check(z.trim(), z.regex(/^\d{4}-\d{4}$/, YEAR_MESSAGE)),
  generalAverage: z.string().check(z.refine(inRange, AVERAGE_MESSAGE)),
  rows: z
    .array(gradeRowSchema)
    .check(
      z.minLength(1, NO_ROWS),
      z.maxLength(MAX_ROWS, `A grade report has at most ${MAX_ROWS} rows.`),
    ),
});

export type GradeRowValues = z.infer<typeof gradeRowSchema>;
export type GradesValues = z.infer<typeof gradesSchema>;

export const gradesResolver = zodResolver(gradesSchema);
