import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { MyApplicationsDocument, WithdrawApplicationDocument } from '@/gql/graphql';

export const WITHDRAW_FAILED = 'Failed to withdraw application. Please try again.';

/** A§4: a pending application may be withdrawn; on failure the list is read again (it may have moved on). */
export function useWithdrawApplication(id: string, onWithdrawn: () => void) {
  const client = useApolloClient();
  const [withdrawApplication, { loading }] = useMutation(WithdrawApplicationDocument);
  const [failed, setFailed] = useState(false);

  const withdraw = async (): Promise<boolean> => {
    setFailed(false);
    try {
      await withdrawApplication({ variables: { id } });
      onWithdrawn();
      return true;
    } catch {
      setFailed(true);
      void client.refetchQueries({ include: [MyApplicationsDocument] });
      return false;
    }
  };

  return { withdraw, withdrawing: loading, error: failed ? WITHDRAW_FAILED : null };
}
