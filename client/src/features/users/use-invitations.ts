import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import {
  ResendStaffInvitationDocument,
  RevokeStaffInvitationDocument,
  StaffInvitationsDocument,
  type StaffInvitationsQuery,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';

const PAGE_SIZE = 10;

export type InvitationRow = StaffInvitationsQuery['staffInvitations']['items'][number];

/** The open invitations (pending or expired), with resend and revoke. */
export function useInvitations() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffInvitationsDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // Accepted elsewhere, an invitation leaves the list without a reload.
  useRefetchOnNotice('/hr/users', refetch);
  const [resend] = useMutation(ResendStaffInvitationDocument);
  const [revoke] = useMutation(RevokeStaffInvitationDocument);
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (id: string, run: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await run();
      toast.show(done, { type: 'success' });
    } catch (failure) {
      toast.show(readServerError(failure)?.message ?? 'Something went wrong. Please try again.', {
        type: 'error',
      });
    } finally {
      setBusyId(null);
      void refetch();
    }
  };

  const shown = error ? undefined : (data ?? previousData)?.staffInvitations;
  return {
    rows: shown?.items,
    pagination: shown?.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    retry: () => void refetch(),
    refetch: () => void refetch(),
    setPage,
    busyId,
    resend: (row: InvitationRow) =>
      act(
        row.id,
        () => resend({ variables: { id: row.id } }),
        `Invitation sent again to ${row.email}.`,
      ),
    revoke: (row: InvitationRow) =>
      act(
        row.id,
        () => revoke({ variables: { id: row.id } }),
        `Invitation to ${row.email} revoked.`,
      ),
  };
}
