import { ApolloLink } from '@apollo/client/link';
import { OperationTypeNode } from 'graphql';
import { concatMap, defer, from, of, type Observable } from 'rxjs';

import { refreshInProgress, refreshSession } from '@/lib/auth/session-refresh';
import {
  isUnauthenticated,
  refreshesOnUnauthenticated,
  SESSION_EXPIRED,
} from '@/lib/auth/session-refresh-rules';

function mayRefresh(operation: ApolloLink.Operation): boolean {
  return (
    operation.operationType !== OperationTypeNode.SUBSCRIPTION &&
    refreshesOnUnauthenticated(operation.query)
  );
}

function unauthenticated(result: ApolloLink.Result): boolean {
  return 'errors' in result && Array.isArray(result.errors) && isUnauthenticated(result.errors);
}

/** Sends after the refresh under way, if any; fails without sending when that refresh failed. */
function sendAfterPendingRefresh(send: () => Observable<ApolloLink.Result>) {
  return defer(() => {
    const pending = refreshInProgress();
    if (!pending) return send();
    return from(pending).pipe(
      concatMap((refreshed) => (refreshed ? send() : of<ApolloLink.Result>(SESSION_EXPIRED))),
    );
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
      unauthenticated(result)
        ? from(refreshSession()).pipe(
            concatMap((refreshed) => (refreshed ? forward(operation) : of(result))),
          )
        : of(result),
    ),
  );
});
