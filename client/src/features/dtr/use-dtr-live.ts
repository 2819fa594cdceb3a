import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';

import { DtrChangedDocument } from '@/gql/graphql';
import { useSubscriptionSocket } from '@/lib/notifications/subscription-socket';

// A bulk confirmation or a burst of saves then costs one read of the month.
const COALESCE_MS = 250;

/** Calls `refresh` once per burst of calls. */
function useCoalesced(refresh: () => unknown): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
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
      void latest.current();
    }, COALESCE_MS);
  }, []);
}

/**
 * Keeps a scholar's DTR on screen live: `refresh` runs when the server says it changed
 * (a day saved, confirmed or corrected; the month submitted or decided), and after the
 * socket reconnects (changes meanwhile were missed).
 */
export function useDtrLive(scholarId: string | undefined, refresh: () => unknown): void {
  const refreshSoon = useCoalesced(refresh);
  useSubscription(DtrChangedDocument, {
    variables: { scholarId: scholarId ?? '' },
    skip: !scholarId,
    ignoreResults: true,
    onData: refreshSoon,
  });
  useSubscriptionSocket(refreshSoon);
}
