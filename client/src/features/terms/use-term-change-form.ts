import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  CloseTermDocument,
  ReopenTermDocument,
  TermClosingDocument,
  type TermClosingFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { z } from '@/lib/zod';

export type TermChange = 'close' | 'reopen';

// The server's rules and words (terms.service.ts), checked before sending.
const MAX_REASON = 500;
const REASON_MESSAGES: Record<TermChange, string> = {
  close: 'Say why the term is closed with work still open (3 to 500 characters)',
  reopen: 'Say why the term is reopened (3 to 500 characters)',
};
const FAILED: Record<TermChange, string> = {
  close: 'Failed to close the term. Please try again.',
  reopen: 'Failed to reopen the term. Please try again.',
};

function schemaFor(change: TermChange) {
  return z.object({ reason: z.string(), reasonRequired: z.boolean() }).check(
    z.superRefine(({ reason, reasonRequired }, ctx) => {
      const length = reason.trim().length;
      if (reasonRequired && (length < 3 || length > MAX_REASON))
        ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_MESSAGES[change] });
    }),
  );
}

type TermChangeValues = z.infer<ReturnType<typeof schemaFor>>;

interface TermChangeOptions {
  change: TermChange;
  closing: TermClosingFieldsFragment;
  onDone(closing: TermClosingFieldsFragment): void;
}

/**
 * HR closes or reopens a term. A reason is required to reopen, and to close while work is still
 * open — or when the server says so (work opened since the page loaded): the field then shows
 * with the server's message on it. What was typed stays whatever the server answers.
 */
export function useTermChangeForm({ change, closing, onDone }: TermChangeOptions) {
  const [failure, setFailure] = useState<string | null>(null);
  const client = useApolloClient();
  const mutationOptions = {
    // The page's termClosing is not normalised (a term has no id): read it again.
    refetchQueries: [TermClosingDocument],
    awaitRefetchQueries: true,
  };
  const [close] = useMutation(CloseTermDocument, mutationOptions);
  const [reopen] = useMutation(ReopenTermDocument, mutationOptions);
  const form = useForm<TermChangeValues>({
    resolver: zodResolver(schemaFor(change)),
    defaultValues: {
      reason: '',
      reasonRequired: change === 'reopen' || closing.openWork.total > 0,
    },
  });
  const needsReason = useWatch({ control: form.control, name: 'reasonRequired' });

  const submit = form.handleSubmit(async ({ reason, reasonRequired }) => {
    setFailure(null);
    const input = {
      term: closing.term,
      academicYear: closing.academicYear,
      reason: reasonRequired ? reason.trim() : null,
    };
    try {
      if (change === 'close') {
        const { data } = await close({ variables: { input } });
        if (data) onDone(data.closeTerm);
      } else {
        const { data } = await reopen({ variables: { input } });
        if (data) onDone(data.reopenTerm);
      }
    } catch (error) {
      const server = readServerError(error);
      // Someone closed or reopened it first: the page shows the term as it is now.
      if (server?.code === 'CONFLICT')
        void client.refetchQueries({ include: [TermClosingDocument] });
      const fields = server?.fields ?? {};
      if (fields.reason) {
        form.setValue('reasonRequired', true);
        form.setError('reason', { type: 'server', message: fields.reason });
      }
      const message = server?.message ?? FAILED[change];
      setFailure(message === fields.reason ? null : message);
    }
  });

  return { form, submit, failure, needsReason, busy: form.formState.isSubmitting };
}
