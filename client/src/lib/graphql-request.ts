import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';

import { refreshInProgress, refreshSession } from '@/lib/auth/session-refresh';
import {
  isUnauthenticated,
  refreshesOnUnauthenticated,
  SESSION_EXPIRED,
} from '@/lib/auth/session-refresh-rules';
import { GRAPHQL_PATH, PREFLIGHT_HEADERS } from '@/lib/graphql-endpoint';
import { xsrfHeaders } from '@/lib/xsrf';

// F§9, as for Apollo's requests.
const TIMEOUT_MS = 10_000;

async function send<TData>(body: string): Promise<FormattedExecutionResult<TData>> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
      ...PREFLIGHT_HEADERS,
      ...xsrfHeaders(),
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return (await response.json()) as FormattedExecutionResult<TData>;
}

/**
 * One GraphQL operation over a plain fetch, for what runs before any page has
 * loaded Apollo Client (the current user, the product's names, sign-in): the
 * sign-in page's first visit stays free of it (issue #14). Same headers and
 * session refresh as the Apollo link chain; an answer with errors rejects with
 * Apollo's CombinedGraphQLErrors, so readServerError reads it alike.
 */
export async function requestGraphql<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const body = JSON.stringify({ query: queryText(document), variables });
  if (!refreshesOnUnauthenticated(document)) return dataOf(await send<TData>(body));
  // Like the link chain: wait for a refresh under way; refresh once on UNAUTHENTICATED and replay.
  const pending = refreshInProgress();
  const first = pending && !(await pending) ? SESSION_EXPIRED : await send<TData>(body);
  const replay = isUnauthenticated(first.errors) && (await refreshSession());
  return dataOf(replay ? await send<TData>(body) : first);
}

/**
 * The operation's text, which the build puts beside each generated document
 * (scripts/graphql-documents.ts), so graphql's printer stays out of the first
 * visit.
 */
function queryText(document: DocumentNode): string {
  const text = document.loc?.source.body;
  if (!text)
    throw new Error('A GraphQL document without its text: is the graphqlDocuments plugin on?');
  return text;
}

function dataOf<TData>(result: FormattedExecutionResult<TData>): TData {
  if (result.errors?.length || !result.data) throw new CombinedGraphQLErrors(result);
  return result.data;
}
