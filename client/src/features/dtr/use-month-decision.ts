import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import { DecideDtrMonthDocument, type DtrSheetFragment } from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

// DecideDtrMonthInput's limit on the server, and its message for a return without remarks.
const MAX_REMARKS = 2000;
const REMARKS_REQUIRED = 'Say what to fix when returning a month.';

export const MONTH_DECISIONS = [
  { value: 'approved', label: 'Approve' },
  { value: 'returned', label: 'Return' },
] as const;

const schema = z
  .object(
    decisionFields(['approved', 'returned'], {
      choiceRequired: 'Choose Approve or Return',
      remarksMax: MAX_REMARKS,
      remarksTooLong: `Remarks must be at most ${String(MAX_REMARKS)} characters`,
    }),
  )
  .check(
    z.refine((values) => values.choice !== 'returned' || values.remarks.trim() !== '', {
      path: ['remarks'],
      message: REMARKS_REQUIRED,
    }),
  );

interface MonthDecisionOptions {
  onDecided(status: 'approved' | 'returned'): void;
  /** CONFLICT: the month changed first; read it again. */
  reload(): unknown;
}

/** The office approves a submitted month, or returns it with remarks (a versioned decision). */
export function useMonthDecision(
  sheet: DtrSheetFragment,
  { onDecided, reload }: MonthDecisionOptions,
) {
  const [decide] = useMutation(DecideDtrMonthDocument);
  const defaultValues = useMemo((): z.input<typeof schema> => ({ choice: '', remarks: '' }), []);
  return useDecisionForm({
    resolver: zodResolver(schema),
    defaultValues,
    version: sheet.version,
    reload,
    serverFields: { status: 'choice' },
    failedText: 'Could not save the decision on this month. Please try again.',
    submit: async ({ choice, remarks }) => {
      await decide({
        variables: {
          input: {
            scholarId: sheet.scholar.id,
            month: sheet.month,
            status: choice,
            remarks: remarks.trim() || undefined,
            expectedVersion: sheet.version || undefined,
          },
        },
      });
      onDecided(choice);
    },
  });
}
