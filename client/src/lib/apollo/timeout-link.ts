import { ApolloLink } from '@apollo/client/link';
import { throwError, timeout } from 'rxjs';

export class RequestTimeoutError extends Error {
  constructor(operationName: string | undefined, milliseconds: number) {
    super(`${operationName ?? 'GraphQL request'} timed out after ${String(milliseconds / 1000)} s`);
    this.name = 'RequestTimeoutError';
  }
}

// Unsubscribing on timeout makes the terminating HTTP link abort its fetch.
export function createTimeoutLink(milliseconds: number): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      timeout({
        first: milliseconds,
        with: () =>
          throwError(() => new RequestTimeoutError(operation.operationName, milliseconds)),
      }),
    ),
  );
}
