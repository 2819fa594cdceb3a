import { useApolloClient } from '@apollo/client/react';

import { refetchNotifications } from '@/lib/notifications/refetch-notifications';
import { useCoalesced } from '@/lib/use-coalesced';

/** Schedules refetchNotifications(); calls made while one is scheduled join it. */
export function useCoalescedRefetch(
  options?: Parameters<typeof refetchNotifications>[1],
): () => void {
  const client = useApolloClient();
  return useCoalesced(() => refetchNotifications(client, options));
}
