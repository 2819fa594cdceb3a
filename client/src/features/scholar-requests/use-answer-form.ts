import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import {
  AnswerScholarRequestDocument,
  ScholarRequestsDocument,
  type ScholarRequestRowFragment,
  type ScholarRequestStatus,
} from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

// AnswerScholarRequestInput's limit on the server, and its message for a bare refusal.
const MAX_ANSWER = 1000;
const ANSWER_REQUIRED = 'Give a reason when declining a request.';

const schema = z
  .object(
    decisionFields(['open', 'fulfilled', 'partially_fulfilled', 'declined'], {
      choiceRequired: 'Choose an answer',
      remarksMax: MAX_ANSWER,
      remarksTooLong: 'Answer must be at most 1,000 characters',
    }),
  )
  .check(
    z.refine((values) => values.choice !== 'declined' || values.remarks.trim() !== '', {
      path: ['remarks'],
      message: ANSWER_REQUIRED,
    }),
  );

interface AnswerFormOptions {
  onAnswered(status: ScholarRequestStatus): void;
  /** CONFLICT: the request changed first; read it again. */
  reload(): unknown;
}

/** HR answers a request (or revises the answer, or reopens it): a versioned decision. */
export function useAnswerForm(
  request: ScholarRequestRowFragment,
  { onAnswered, reload }: AnswerFormOptions,
) {
  const [answer] = useMutation(AnswerScholarRequestDocument, {
    refetchQueries: [ScholarRequestsDocument],
  });
  // An answered request opens on its answer, to revise; an open one on nothing chosen.
  const defaultValues = useMemo(
    (): z.input<typeof schema> => ({
      choice: request.status === 'open' || request.status === 'cancelled' ? '' : request.status,
      remarks: request.answer ?? '',
    }),
    [request.status, request.answer],
  );
  return useDecisionForm({
    resolver: zodResolver(schema),
    defaultValues,
    version: request.version,
    reload,
    serverFields: { status: 'choice', answer: 'remarks' },
    failedText: 'Could not save the answer. Please try again.',
    submit: async ({ choice, remarks }) => {
      await answer({
        variables: {
          input: {
            id: request.id,
            status: choice,
            answer: remarks.trim() || undefined,
            expectedVersion: request.version,
          },
        },
      });
      onAnswered(choice);
    },
  });
}
