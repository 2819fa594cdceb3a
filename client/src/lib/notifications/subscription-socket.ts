import { useEffect, useEffectEvent, useState } from 'react';

import { subscriptionSocket as socket } from '@/lib/apollo/subscription-socket-client';
import { refreshSession } from '@/lib/auth/session-refresh';

// The server refuses a handshake whose access token is stale. (A socket whose
// session ended it closes with 4401: that needs nothing here, as the app finds
// out on its next call, and some flows sign out on their own schedule.)
const STALE_TOKEN_CLOSE_CODE = 4403;

function closeCodeOf(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event
    ? Number(event.code)
    : undefined;
}

/**
 * Whether the subscription socket is connected. After a reconnection (server
 * restart, network loss) `onReconnected` runs: events sent meanwhile were
 * missed.
 */
export function useSubscriptionSocket(onReconnected: () => void): boolean {
  const [connected, setConnected] = useState(false);
  const reconnected = useEffectEvent(onReconnected);

  useEffect(() => {
    const stopListening = [
      socket.on('connected', (_socket, _payload, wasRetry) => {
        setConnected(true);
        if (wasRetry) reconnected();
      }),
      socket.on('closed', (event) => {
        setConnected(false);
        // graphql-ws retries a 4403 by itself: with the renewed cookie, it then
        // succeeds; if the session cannot be renewed, the user is signed out.
        if (closeCodeOf(event) === STALE_TOKEN_CLOSE_CODE) void refreshSession();
      }),
    ];
    return () => {
      stopListening.forEach((stop) => {
        stop();
      });
    };
  }, []);

  return connected;
}
