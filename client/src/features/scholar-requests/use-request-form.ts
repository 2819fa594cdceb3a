import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type { Feedback } from '@/components/feedback-alert';
import { CreateScholarRequestDocument, ScholarRequestsDocument } from '@/gql/graphql';
import type { RequestFormValues, RequestValues } from '@/features/scholar-requests/request-schema';
import { readServerError } from '@/lib/apollo/graphql-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useToast } from '@/lib/toast/use-toast';

export const REQUEST_SAVED = 'Request saved.';
const SUBMIT_FAILED = 'Could not submit the request. Please try again.';

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
  const form = useForm<RequestFormValues, unknown, RequestValues>({
    resolver: lazyResolver(() =>
      import('@/features/scholar-requests/request-schema').then((m) => m.requestResolver),
    ),
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
