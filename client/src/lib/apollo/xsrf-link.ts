import { ApolloLink } from '@apollo/client/link';

import { xsrfHeaders } from '@/lib/xsrf';

// Read on every operation: the token changes when the session does.
export const xsrfLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...xsrfHeaders() },
  }));
  return forward(operation);
});
