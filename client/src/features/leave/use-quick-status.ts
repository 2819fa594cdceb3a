import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { LEAVE_STATUS_LABELS } from '@/features/leave/leave-labels';
import {
  DecideLeaveRequestDocument,
  LeaveRequestsDocument,
  type LeaveRequestFieldsFragment,
  type LeaveStatus,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';

/** A§2.5: HR changes a status straight from the card's select; a lost race reloads the list. */
export function useQuickStatus(reload: () => unknown) {
  const toast = useToast();
  const [decide] = useMutation(DecideLeaveRequestDocument, {
    refetchQueries: [LeaveRequestsDocument],
  });
  const [busyId, setBusyId] = useState<string | null>(null);

  const change = async (leave: LeaveRequestFieldsFragment, status: LeaveStatus) => {
    if (status === leave.status) return;
    setBusyId(leave.id);
    try {
      await decide({
        variables: { input: { id: leave.id, status, expectedVersion: leave.version } },
      });
      toast.show(`${leave.studentName}’s leave is ${LEAVE_STATUS_LABELS[status].toLowerCase()}.`, {
        type: 'success',
      });
    } catch (failure) {
      const error = readServerError(failure);
      toast.show(error?.message ?? 'Failed to save the decision. Please try again.', {
        type: 'error',
      });
      if (error?.code === 'CONFLICT') void reload();
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    change: (leave: LeaveRequestFieldsFragment, status: LeaveStatus) => void change(leave, status),
  };
}
