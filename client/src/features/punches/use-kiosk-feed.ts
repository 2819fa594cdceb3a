import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { useEffect, useState } from 'react';

import { KioskFeedDocument, type KioskFeedSubscription } from '@/gql/graphql';
import { graphqlWebSocketUrl } from '@/lib/graphql-endpoint';

export type KioskFeed = KioskFeedSubscription['kioskFeed'];

/** The server's answers to a key that is revoked or unknown: the socket's close codes. */
const KEY_REFUSED = new Set([4401, 4403]);
const MAX_RETRY_WAIT_MS = 30_000;
const RESUBSCRIBE_MS = 2_000;

const retryWait = (retries: number) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 1000),
  );

const closeCodeOf = (event: unknown) =>
  typeof event === 'object' && event !== null && 'code' in event ? Number(event.code) : undefined;

const refusedKey = (error: unknown) =>
  KEY_REFUSED.has(closeCodeOf(error) ?? 0) ||
  (Array.isArray(error) &&
    error.some((e: { extensions?: { code?: string } }) =>
      ['UNAUTHENTICATED', 'FORBIDDEN'].includes(e.extensions?.code ?? ''),
    ));

export interface KioskFeedState {
  feed: KioskFeed | null;
  /** When the feed arrived, by this screen's clock, and the server's clock then: for the countdown. */
  clockOffsetMs: number;
  connected: boolean;
  revoked: boolean;
}

/**
 * The kiosk's own live channel, with its key instead of a session: it runs
 * unattended, so every failure but a refused key is retried for ever with
 * backoff (a restarting server, a dropped network).
 */
export function useKioskFeed(kioskKey: string): KioskFeedState {
  const [state, setState] = useState<KioskFeedState>({
    feed: null,
    clockOffsetMs: 0,
    connected: false,
    revoked: false,
  });

  useEffect(() => {
    let disposed = false;
    let unsubscribe = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const client: Client = createClient({
      url: graphqlWebSocketUrl(),
      connectionParams: { kioskKey },
      retryAttempts: Infinity,
      retryWait,
      shouldRetry: (event) => !KEY_REFUSED.has(closeCodeOf(event) ?? 0),
      keepAlive: 10_000,
      on: {
        connected: () => setState((s) => ({ ...s, connected: true })),
        closed: (event) => {
          setState((s) => ({ ...s, connected: false, revoked: s.revoked || refusedKey(event) }));
        },
      },
    });
    const subscribe = () => {
      unsubscribe = client.subscribe<KioskFeedSubscription>(
        { query: print(KioskFeedDocument) },
        {
          next: ({ data }) => {
            if (!data) return;
            const { serverTime } = data.kioskFeed.code;
            setState((s) => ({
              ...s,
              connected: true,
              feed: data.kioskFeed,
              clockOffsetMs: new Date(serverTime).getTime() - Date.now(),
            }));
          },
          error: (error) => {
            if (refusedKey(error)) return setState((s) => ({ ...s, revoked: true }));
            if (!disposed) timer = setTimeout(subscribe, RESUBSCRIBE_MS);
          },
          // The server ended the feed (a restart's drain): ask again.
          complete: () => {
            if (!disposed) timer = setTimeout(subscribe, RESUBSCRIBE_MS);
          },
        },
      );
    };
    subscribe();
    return () => {
      disposed = true;
      clearTimeout(timer);
      unsubscribe();
      void client.dispose();
    };
  }, [kioskKey]);

  return state;
}
