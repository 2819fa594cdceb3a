import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';

import { refetchNotifications } from '@/lib/notifications/refetch-notifications';

// A burst of events (a bulk action, many new notifications) then costs one round of refetches.
const COALESCE_MS = 250;

/** Schedules refetchNotifications(); calls made while one is scheduled join it. */
export function useCoalescedRefetch(): () => void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refetchNotifications(client);
    }, COALESCE_MS);
  }, [client]);
}
