import { zodResolver } from '@hookform/resolvers/zod';

import { z } from '@/lib/zod';

// SaveEvaluationInput's rules on the server, with its messages. Loaded with Zod
// on the form's first validation (use-evaluation-form.ts).
const MAX_COMMENT = 1000;
const MAX_REMARKS = 2000;
const NOTHING_SAID = 'Rate at least one criterion or write remarks.';

const evaluationSchema = z
  .object({
    items: z.array(
      z.object({
        rating: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5))),
        comment: z
          .string()
          .check(
            z.maxLength(MAX_COMMENT, `Comment must be at most ${String(MAX_COMMENT)} characters`),
          ),
      }),
    ),
    remarks: z
      .string()
      .check(z.maxLength(MAX_REMARKS, `Remarks must be at most ${String(MAX_REMARKS)} characters`)),
  })
  .check(
    z.superRefine(({ items, remarks }, context) => {
      if (items.every((item) => item.rating === null) && !remarks.trim())
        context.addIssue({ code: 'custom', path: ['items'], message: NOTHING_SAID });
    }),
  );

export type EvaluationValues = z.infer<typeof evaluationSchema>;

export const evaluationResolver = zodResolver(evaluationSchema);
