import { useSubscription } from '@apollo/client/react';

import { DtrChangedDocument } from '@/gql/graphql';
import { useSubscriptionSocket } from '@/lib/notifications/subscription-socket';
import { useCoalesced } from '@/lib/use-coalesced';

/**
 * Keeps a scholar's DTR on screen live: `refresh` runs when the server says it changed
 * (a day saved, confirmed or corrected; the month submitted or decided), and after the
 * socket reconnects (changes meanwhile were missed).
 */
export function useDtrLive(scholarId: string | undefined, refresh: () => unknown): void {
  // A bulk confirmation or a burst of saves then costs one read of the month.
  const refreshSoon = useCoalesced(refresh);
  useSubscription(DtrChangedDocument, {
    variables: { scholarId: scholarId ?? '' },
    skip: !scholarId,
    ignoreResults: true,
    onData: refreshSoon,
  });
  useSubscriptionSocket(refreshSoon);
}
