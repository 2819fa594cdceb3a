import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';

import { authErrorLink } from '@/lib/apollo/auth-error-link';
import { createTimeoutLink } from '@/lib/apollo/timeout-link';
import { xsrfLink } from '@/lib/apollo/xsrf-link';
import { subscriptionSocket } from '@/lib/apollo/subscription-socket-client';
import { GRAPHQL_PATH, PREFLIGHT_HEADERS } from '@/lib/graphql-endpoint';

const HTTP_TIMEOUT_MS = 10_000;
// An application carries up to ~60 MB of files: give a slow connection time to send them.
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function createHttpLink(): ApolloLink {
  return ApolloLink.from([
    createTimeoutLink(HTTP_TIMEOUT_MS, UPLOAD_TIMEOUT_MS),
    new UploadHttpLink({
      uri: GRAPHQL_PATH,
      credentials: 'same-origin',
      headers: PREFLIGHT_HEADERS,
    }),
  ]);
}

export function createApolloClient(): ApolloClient {
  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(subscriptionSocket),
    createHttpLink(),
  );
  return new ApolloClient({
    link: ApolloLink.from([authErrorLink, xsrfLink, transport]),
    cache: new InMemoryCache(),
  });
}
