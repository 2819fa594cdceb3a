import { ApolloLink } from '@apollo/client/link';
import { throwError, timeout } from 'rxjs';

export class RequestTimeoutError extends Error {
  constructor(operationName: string | undefined, milliseconds: number) {
    super(`${operationName ?? 'GraphQL request'} timed out after ${String(milliseconds / 1000)} s`);
    this.name = 'RequestTimeoutError';
  }
}

/** Whether the variables carry a file (an upload, which takes as long as the connection needs). */
function carriesFiles(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(carriesFiles);
  if (value !== null && typeof value === 'object') return Object.values(value).some(carriesFiles);
  return false;
}

/**
 * Fails a request that takes longer than `milliseconds` (F§9: 10 s), or
 * `uploadMilliseconds` when it uploads files. Unsubscribing on timeout makes
 * the terminating HTTP link abort its fetch.
 */
export function createTimeoutLink(milliseconds: number, uploadMilliseconds: number): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const limit = carriesFiles(operation.variables) ? uploadMilliseconds : milliseconds;
    return forward(operation).pipe(
      timeout({
        first: limit,
        with: () => throwError(() => new RequestTimeoutError(operation.operationName, limit)),
      }),
    );
  });
}
