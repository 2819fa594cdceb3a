import { createClient } from 'graphql-ws';

import { graphqlWebSocketUrl } from '@/lib/graphql-endpoint';

const MAX_RETRY_WAIT_MS = 30_000;

/** Exponential backoff with jitter, capped so a long outage is not followed by a long wait. */
function retryWait(retries: number): Promise<void> {
  const wait = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 3000;
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The one graphql-ws client of the app: it opens with the first subscription
 * and carries the session cookie. Every failure is retried, a refused
 * connection (a restarting server) too — graphql-ws's default retries only
 * sockets that closed. Live features listen to its connection events.
 */
export const subscriptionSocket = createClient({
  url: graphqlWebSocketUrl(),
  lazy: true,
  retryAttempts: Infinity,
  retryWait,
  shouldRetry: () => true,
});
