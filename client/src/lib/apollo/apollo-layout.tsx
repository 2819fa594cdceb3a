import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { createApolloClient } from '@/lib/apollo/apollo-client';
import { rememberApolloClient } from '@/lib/apollo/loaded-apollo-client';
import { subscriptionSocket } from '@/lib/apollo/subscription-socket-client';

// One client for the whole visit, made when this module first loads.
const client = createApolloClient();
rememberApolloClient(client, () => subscriptionSocket.terminate());

export function ApolloClientProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/**
 * The layout route of the pages that talk to the API through Apollo. It is
 * loaded lazily (app/routes/with-apollo.tsx), so Apollo Client, its cache and
 * the GraphQL runtime stay out of the first visit of pages that do without.
 */
export default function ApolloLayout() {
  return (
    <ApolloClientProvider>
      <Outlet />
    </ApolloClientProvider>
  );
}
