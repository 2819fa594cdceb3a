import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';

import type { Feedback } from '@/components/feedback-alert';
import { CreateScholarRequestDocument, ScholarRequestsDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

// CreateScholarRequestInput's limits and messages on the server.
const MAX_SCHOLARS = 50;
const MAX_NOTES = 1000;
export const REQUEST_SAVED = 'Request saved.';
const SUBMIT_FAILED = 'Could not submit the request. Please try again.';

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

const EMPTY: RequestFormValues = { total: '', male: '', female: '', scholarType: null, notes: '' };

/** A§5: the counts typed so far differ (blank as 0) — a warning only, never a refusal. */
export function countsDiffer({ total, male, female }: Partial<RequestFormValues>): boolean {
  if (!total && !male && !female) return false;
  return Number(male || 0) + Number(female || 0) !== Number(total || 0);
}

/**
 * A§2.4 Create Scholar Request: the office's counts, type and notes, saved on the server.
 * A refused save keeps everything typed and shows the server's messages on their fields.
 */
export function useRequestForm() {
  const toast = useToast();
  const [create] = useMutation(CreateScholarRequestDocument, {
    refetchQueries: [ScholarRequestsDocument],
  });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<RequestFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFeedback(null);
    try {
      await create({
        variables: {
          input: {
            total: Number(values.total),
            male: Number(values.male || 0),
            female: Number(values.female || 0),
            scholarType: values.scholarType,
            notes: values.notes.trim() || undefined,
          },
        },
      });
      form.reset(EMPTY);
      toast.show(REQUEST_SAVED, { type: 'success' });
    } catch (error) {
      const serverError = readServerError(error);
      const fields = serverError?.fields ?? {};
      for (const [name, message] of Object.entries(fields))
        if (name in EMPTY) form.setError(name as keyof RequestFormValues, { message });
      const text = serverError?.message ?? SUBMIT_FAILED;
      if (!Object.values(fields).includes(text)) setFeedback({ severity: 'error', text });
    }
  });

  const clear = () => {
    setFeedback(null);
    form.reset(EMPTY);
  };

  return { form, onSubmit, clear, feedback };
}
