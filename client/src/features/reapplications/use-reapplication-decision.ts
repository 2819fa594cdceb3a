import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import {
  DecideReapplicationDocument,
  ReapplicationsDocument,
  type ReapplicationStatus,
} from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

const STATUSES: [ReapplicationStatus, ...ReapplicationStatus[]] = [
  'pending',
  'under_review',
  'accepted',
  'rejected',
];

const schema = z.object(
  decisionFields(STATUSES, {
    choiceRequired: 'Please choose a status',
    remarksMax: 2000,
    remarksTooLong: 'HR comments must be at most 2,000 characters',
  }),
);

interface Decided {
  id: string;
  status: ReapplicationStatus;
  hrComments?: string | null;
  version: number;
}

/** HR's decision on one re-application: a status it may take now, and HR comments. */
export function useReapplicationDecision(
  row: Decided,
  { onDecided, reload }: { onDecided(status: ReapplicationStatus): void; reload(): unknown },
) {
  const [decide] = useMutation(DecideReapplicationDocument, {
    refetchQueries: [ReapplicationsDocument],
  });
  const defaultValues = useMemo(
    () => ({ choice: row.status as ReapplicationStatus | '', remarks: row.hrComments ?? '' }),
    [row],
  );
  return useDecisionForm({
    resolver: zodResolver(schema),
    defaultValues,
    version: row.version,
    reload,
    serverFields: { status: 'choice', hrComments: 'remarks' },
    failedText: 'Failed to save the decision. Please try again.',
    submit: async ({ choice, remarks }) => {
      await decide({
        variables: {
          input: {
            id: row.id,
            status: choice,
            expectedVersion: row.version,
            hrComments: remarks.trim() || undefined,
          },
        },
      });
      onDecided(choice);
    },
  });
}
