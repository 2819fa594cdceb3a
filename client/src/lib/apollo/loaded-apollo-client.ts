import type { ApolloClient } from '@apollo/client';

// Apollo Client loads with the first page that needs it (the sign-in page does
// without: issue #14). Sign-out clears its cache, if it exists by then.
let loaded: ApolloClient | undefined;

export function rememberApolloClient(client: ApolloClient): void {
  loaded = client;
}

export function loadedApolloClient(): ApolloClient | undefined {
  return loaded;
}
