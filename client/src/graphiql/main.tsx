// Monaco needs its workers registered before GraphiQL loads.
import '@/graphiql/monaco-workers';
import 'graphiql/style.css';
import '@/graphiql/graphiql-page.css';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { GRAPHQL_PATH, PREFLIGHT_HEADERS, graphqlWebSocketUrl } from '@/lib/graphql-endpoint';
import { xsrfHeaders } from '@/lib/xsrf';

const DEFAULT_QUERY = `# Press Ctrl+Enter to run.
query PublicConfig {
  publicConfig {
    productName
    productShortName
  }
}
`;

function fetchWithXsrfToken(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(xsrfHeaders())) headers.set(name, value);
  return fetch(input, { ...init, headers });
}

const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  subscriptionUrl: graphqlWebSocketUrl(),
  headers: PREFLIGHT_HEADERS,
  fetch: fetchWithXsrfToken,
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
