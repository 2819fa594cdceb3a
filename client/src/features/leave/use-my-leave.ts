import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import {
  CancelLeaveRequestDocument,
  LeaveFormContextDocument,
  type LeaveRequestFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { useToast } from '@/lib/toast/use-toast';

/** The student's deployment, form prefill and own requests, live; and Cancel while pending. */
export function useMyLeave() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(LeaveFormContextDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // The office's or HR's decisions arrive as notifications linking here.
  useRefetchOnNotice('/leave', refetch);
  const [cancelMutation] = useMutation(CancelLeaveRequestDocument);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (leave: LeaveRequestFieldsFragment) => {
    setCancelling(leave.id);
    try {
      await cancelMutation({
        variables: { input: { id: leave.id, expectedVersion: leave.version } },
      });
      toast.show('Your leave application was cancelled.', { type: 'success' });
    } catch (failure) {
      toast.show(readServerError(failure)?.message ?? 'Failed to cancel. Please try again.', {
        type: 'error',
      });
      void refetch();
    } finally {
      setCancelling(null);
    }
  };

  return {
    scholar: data?.myScholar ?? null,
    /** The form's prefill: null when not deployed. */
    defaults: data?.leaveFormDefaults ?? null,
    requests: error ? undefined : data?.myLeaveRequests,
    loading,
    loaded: data !== undefined,
    retry: () => void refetch(),
    cancelling,
    cancel: (leave: LeaveRequestFieldsFragment) => void cancel(leave),
  };
}
