import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import { SCHOLAR_STATUS_LABELS } from '@/features/scholars/scholar-labels';
import type { ScholarDetail } from '@/features/scholars/use-scholar';
import { UpdateScholarStatusDocument, type ScholarStatus } from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

// UpdateScholarStatusInput's limit on the server.
const MAX_COMMENT = 2000;
const STATUSES = Object.keys(SCHOLAR_STATUS_LABELS) as [ScholarStatus, ...ScholarStatus[]];

const schema = z.object(
  decisionFields(STATUSES, {
    choiceRequired: 'Please choose a status',
    remarksMax: MAX_COMMENT,
    remarksTooLong: `Comment must be at most ${String(MAX_COMMENT)} characters`,
  }),
);

interface StatusFormOptions {
  /** The status was saved (or left as it was: `changed` false). */
  onSaved(status: ScholarStatus, changed: boolean): void;
  /** CONFLICT: someone changed the scholar first; fetch it again. */
  reload(): unknown;
}

/** A§2.4 View: active, inactive or suspended, with an optional comment for the history. */
export function useScholarStatusForm(
  scholar: ScholarDetail,
  { onSaved, reload }: StatusFormOptions,
) {
  const [update] = useMutation(UpdateScholarStatusDocument);
  const defaultValues = useMemo(() => ({ choice: scholar.status, remarks: '' }), [scholar.status]);

  return useDecisionForm({
    resolver: zodResolver(schema),
    defaultValues,
    version: scholar.version,
    reload,
    serverFields: { status: 'choice', comment: 'remarks' },
    failedText: "Failed to update the scholar's status. Please try again.",
    submit: async ({ choice, remarks }) => {
      // The server keeps a status that stays as it is (and no history row): nothing to send.
      if (choice === scholar.status) {
        onSaved(choice, false);
        return;
      }
      await update({
        variables: {
          input: {
            id: scholar.id,
            status: choice,
            expectedVersion: scholar.version,
            comment: remarks.trim() || undefined,
          },
        },
      });
      onSaved(choice, true);
    },
  });
}
