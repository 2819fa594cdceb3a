import type { ApolloClient } from '@apollo/client';

// Apollo Client loads with the first page that needs it (the sign-in page does
// without: issue #14). Sign-out ends its session, if it exists by then.
let loaded: { client: ApolloClient; endLiveUpdates: () => void } | undefined;

export function rememberApolloClient(client: ApolloClient, endLiveUpdates: () => void): void {
  loaded = { client, endLiveUpdates };
}

/**
 * At sign-out: the live socket is closed at once (the server closes it too,
 * but the next user's subscriptions must not be sent on it while it closes)
 * and every cached answer, which belonged to that user, is dropped.
 */
export async function endLoadedSession(): Promise<void> {
  loaded?.endLiveUpdates();
  await loaded?.client.clearStore();
}
