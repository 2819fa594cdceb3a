import { zodResolver } from '@hookform/resolvers/zod';

import { z } from '@/lib/zod';

// CreateScholarRequestInput's limits and messages on the server.
const MAX_SCHOLARS = 50;
const MAX_NOTES = 1000;

/** A count typed as digits only ('' when left empty), at most MAX_SCHOLARS. */
const count = (label: string) =>
  z.string().check(
    z.refine((value) => value === '' || Number(value) <= MAX_SCHOLARS, {
      message: `${label} must be at most ${String(MAX_SCHOLARS)}`,
    }),
  );

const schema = z.object({
  total: count('Total').check(
    z.refine((value) => value !== '' && Number(value) >= 1, {
      message: 'Total must be at least 1',
    }),
  ),
  male: count('Male'),
  female: count('Female'),
  scholarType: z.nullable(z.enum(['student_assistant', 'student_marshal'])),
  notes: z.string().check(z.maxLength(MAX_NOTES, 'Notes must be at most 1,000 characters')),
});

export type RequestFormValues = z.input<typeof schema>;
export type RequestValues = z.output<typeof schema>;

export const requestResolver = zodResolver(schema);
