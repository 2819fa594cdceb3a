import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import {
  DecideLeaveRequestDocument,
  LeaveRequestsDocument,
  type LeaveRequestFieldsFragment,
  type LeaveStatus,
} from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

const MAX_NOTE = 2000;
const STATUSES: [LeaveStatus, ...LeaveStatus[]] = [
  'pending',
  'approved',
  'disapproved',
  'cancelled',
];

/** What the text area is: the office's Remarks (A§2.4) or HR's note (A§2.5). */
export type NoteField = 'remarks' | 'hrNote';

const schemaOf = (note: NoteField) =>
  z.object(
    decisionFields(STATUSES, {
      choiceRequired: 'Please choose a decision',
      remarksMax: MAX_NOTE,
      remarksTooLong:
        note === 'remarks'
          ? 'Remarks must be at most 2,000 characters'
          : 'HR note must be at most 2,000 characters',
    }),
  );

interface LeaveDecisionOptions {
  note: NoteField;
  /** The status already picked in HR's card select, which opened the dialog. */
  initialStatus?: LeaveStatus;
  /** Saved (the list is refetched for the totals). */
  onDecided(status: LeaveStatus): void;
  /** CONFLICT: someone decided first; fetch the request again. */
  reload(): unknown;
}

/** A decision on one leave request: a status the viewer may choose, and remarks or HR's note. */
export function useLeaveDecision(
  leave: LeaveRequestFieldsFragment,
  { note, initialStatus, onDecided, reload }: LeaveDecisionOptions,
) {
  const [decide] = useMutation(DecideLeaveRequestDocument, {
    refetchQueries: [LeaveRequestsDocument],
  });
  const schema = useMemo(() => schemaOf(note), [note]);
  const defaultValues = useMemo(
    () => ({ choice: leave.status, remarks: leave[note] ?? '' }),
    [leave, note],
  );
  return useDecisionForm({
    resolver: zodResolver(schema),
    defaultValues,
    initialChoice: initialStatus,
    version: leave.version,
    reload,
    serverFields: { status: 'choice', [note]: 'remarks' },
    failedText: 'Failed to save the decision. Please try again.',
    submit: async ({ choice, remarks }) => {
      await decide({
        variables: {
          input: {
            id: leave.id,
            status: choice,
            expectedVersion: leave.version,
            [note]: remarks.trim() || undefined,
          },
        },
      });
      onDecided(choice);
    },
  });
}
