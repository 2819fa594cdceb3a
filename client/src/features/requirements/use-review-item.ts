import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import {
  RequirementSubmissionsDocument,
  ReviewRequirementItemDocument,
  type RequirementItemFieldsFragment,
} from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

const NOTE_REQUIRED = 'Please write a note telling the student what to re-upload.';
const CHOICES = ['approved', 'needs_reupload'] as const;

const schema = z
  .object(
    decisionFields(CHOICES, {
      choiceRequired: 'Please choose Approve or Needs re-upload',
      remarksMax: 2000,
      remarksTooLong: 'Note must be at most 2,000 characters',
    }),
  )
  .check(
    z.refine((values) => values.choice !== 'needs_reupload' || values.remarks.trim() !== '', {
      path: ['remarks'],
      message: NOTE_REQUIRED,
    }),
  );

interface ReviewOptions {
  onReviewed(status: (typeof CHOICES)[number]): void;
  /** CONFLICT: someone reviewed first; fetch the submission again. */
  reload(): unknown;
}

/** HR's review of one item: Approve, or Needs re-upload with a note (versioned). */
export function useReviewItem(
  submissionId: string,
  item: RequirementItemFieldsFragment,
  { onReviewed, reload }: ReviewOptions,
) {
  const [review] = useMutation(ReviewRequirementItemDocument, {
    refetchQueries: [RequirementSubmissionsDocument],
  });
  const defaultValues = useMemo(
    (): z.input<typeof schema> => ({
      choice: item.status === 'submitted' ? '' : item.status,
      remarks: item.note ?? '',
    }),
    [item],
  );
  return useDecisionForm({
    resolver: zodResolver(schema),
    defaultValues,
    version: item.version,
    serverFields: { note: 'remarks' },
    reload,
    submit: async ({ choice, remarks }) => {
      await review({
        variables: {
          input: {
            submissionId,
            key: item.key,
            status: choice,
            note: remarks.trim() || undefined,
            expectedVersion: item.version,
          },
        },
      });
      onReviewed(choice);
    },
  });
}
