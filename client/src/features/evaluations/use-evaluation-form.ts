import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';

import type { Feedback } from '@/components/feedback-alert';
import {
  CRITERION_LABELS,
  type EvaluationCriterionKey,
  type EvaluationTermKey,
} from '@/components/evaluation-labels';
import type { EvaluationValues } from '@/features/evaluations/evaluation-schema';
import { SaveEvaluationDocument, type EvaluationFieldsFragment } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { lazyResolver } from '@/lib/lazy-resolver';

const SAVED = 'Evaluation saved.';
const FAILED = 'Failed to save evaluation.';

export const CRITERIA = Object.keys(CRITERION_LABELS) as EvaluationCriterionKey[];

function valuesOf(existing: EvaluationFieldsFragment | null): EvaluationValues {
  return {
    items: CRITERIA.map((criterion) => {
      const item = existing?.items.find((candidate) => candidate.criterion === criterion);
      return { rating: item?.rating ?? null, comment: item?.comment ?? '' };
    }),
    remarks: existing?.remarks ?? '',
  };
}

interface EvaluationFormOptions {
  scholarId: string;
  term: EvaluationTermKey;
  academicYear: string;
  /** The saved evaluation for the term, null while there is none. */
  existing: EvaluationFieldsFragment | null;
  /** Fetches the term's evaluation again (after a save, or a CONFLICT). */
  reload(): unknown;
}

/**
 * A§2.4 evaluation form: five criteria rated 1–5 or blank with comments, and remarks.
 * A failed save says the spec's 'Failed to save evaluation.' with the server's reason apart
 * (`failureReason`) unless its messages land on their fields; a CONFLICT reloads the stored
 * evaluation and keeps what was typed (only the untouched fields follow the reload).
 */
export function useEvaluationForm({
  scholarId,
  term,
  academicYear,
  existing,
  reload,
}: EvaluationFormOptions) {
  const [save] = useMutation(SaveEvaluationDocument);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // Why a save failed, shown under the spec's 'Failed to save evaluation.' (null: the fields say it).
  const [failureReason, setFailureReason] = useState<string | null>(null);
  const defaultValues = useMemo(() => valuesOf(existing), [existing]);
  const form = useForm<EvaluationValues>({
    resolver: lazyResolver(() =>
      import('@/features/evaluations/evaluation-schema').then((m) => m.evaluationResolver),
    ),
    defaultValues,
  });

  const loadedVersion = useRef(existing?.version ?? 0);
  useEffect(() => {
    const version = existing?.version ?? 0;
    if (loadedVersion.current === version) return;
    loadedVersion.current = version;
    form.reset(defaultValues, { keepDirtyValues: true });
  }, [existing, defaultValues, form]);

  const onSubmit = form.handleSubmit(async ({ items, remarks }) => {
    setFeedback(null);
    setFailureReason(null);
    try {
      await save({
        variables: {
          input: {
            scholarId,
            term,
            academicYear,
            expectedVersion: existing?.version ?? 0,
            remarks: remarks.trim() || null,
            items: CRITERIA.map((criterion, index) => ({
              criterion,
              rating: items[index]?.rating ?? null,
              comment: items[index]?.comment.trim() || null,
            })),
          },
        },
      });
      setFeedback({ severity: 'success', text: SAVED });
      void reload();
    } catch (failure) {
      const serverError = readServerError(failure);
      setFeedback({ severity: 'error', text: FAILED });
      if (serverError?.code === 'CONFLICT') {
        setFailureReason(serverError.message);
        void reload();
        return;
      }
      const fields = serverError?.fields ?? {};
      const known = new Set(['items', 'remarks']);
      let onForm = false;
      for (const [name, message] of Object.entries(fields)) {
        if (!known.has(name) && !/^items\.\d\.(rating|comment)$/.test(name)) continue;
        form.setError(name as FieldPath<EvaluationValues>, { message });
        onForm = true;
      }
      if (serverError && !onForm) setFailureReason(serverError.message);
    }
  });

  return { form, onSubmit, feedback, failureReason, busy: form.formState.isSubmitting };
}
