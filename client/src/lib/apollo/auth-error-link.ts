import { ApolloLink } from '@apollo/client/link';
import { getOperationAST, Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { concatMap, defer, from, of, type Observable } from 'rxjs';

import { refreshInProgress, refreshSession } from '@/lib/auth/session-refresh';

// F§8 refresh rules: these answer UNAUTHENTICATED for wrong credentials, not for an expired session.
const NO_REFRESH_FIELDS = new Set(['signIn', 'signUp', 'forgotPassword', 'resendVerification']);

const SESSION_EXPIRED: ApolloLink.Result = {
  errors: [
    {
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
};

function rootFieldsOf(query: DocumentNode): string[] {
  const selections = getOperationAST(query)?.selectionSet.selections ?? [];
  return selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

function mayRefresh(operation: ApolloLink.Operation): boolean {
  return (
    operation.operationType !== OperationTypeNode.SUBSCRIPTION &&
    !rootFieldsOf(operation.query).some((field) => NO_REFRESH_FIELDS.has(field))
  );
}

function isUnauthenticated(result: ApolloLink.Result): boolean {
  return 'errors' in result && Array.isArray(result.errors)
    ? result.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')
    : false;
}

/** Sends after the refresh under way, if any; fails without sending when that refresh failed. */
function sendAfterPendingRefresh(send: () => Observable<ApolloLink.Result>) {
  return defer(() => {
    const pending = refreshInProgress();
    if (!pending) return send();
    return from(pending).pipe(concatMap((refreshed) => (refreshed ? send() : of(SESSION_EXPIRED))));
  });
}

/**
 * F§4 Session refresh: an operation answered UNAUTHENTICATED (the access token
 * expired or was revoked) refreshes the session once and is replayed; if the
 * refresh fails, the original answer goes through and the auth state ends the
 * session (see onSessionExpired).
 */
export const authErrorLink = new ApolloLink((operation, forward) => {
  if (!mayRefresh(operation)) return forward(operation);
  return sendAfterPendingRefresh(() => forward(operation)).pipe(
    concatMap((result) =>
      isUnauthenticated(result)
        ? from(refreshSession()).pipe(
            concatMap((refreshed) => (refreshed ? forward(operation) : of(result))),
          )
        : of(result),
    ),
  );
});
