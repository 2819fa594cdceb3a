// Monaco needs its workers registered before GraphiQL loads.
import '@/graphiql/monaco-workers';
import 'graphiql/style.css';
import '@/graphiql/graphiql-page.css';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { playgroundFetch } from '@/graphiql/playground-fetch';
import { GRAPHQL_PATH, PREFLIGHT_HEADERS, graphqlWebSocketUrl } from '@/lib/graphql-endpoint';

const DEFAULT_QUERY = `# Press Ctrl+Enter to run. Requests go as your session.
# To try an API token instead, open "Headers" below and enter
#   { "Authorization": "Bearer sasm_pat_…" }
query Start {
  publicConfig {
    productName
    productShortName
  }
  me {
    id
    email
    role
  }
}
`;

const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  subscriptionUrl: graphqlWebSocketUrl(),
  headers: PREFLIGHT_HEADERS,
  fetch: playgroundFetch,
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} isHeadersEditorEnabled />
  </StrictMode>,
);
