import { CombinedGraphQLErrors } from '@apollo/client/errors';

// The server's error model: extensions.code (+ per-field messages for BAD_USER_INPUT).
const SERVER_ERROR_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
] as const);

export type ServerErrorCode = typeof SERVER_ERROR_CODES extends Set<infer Code> ? Code : never;

export interface ServerError {
  code: ServerErrorCode;
  /** Meant for the user, word for word. */
  message: string;
  /** BAD_USER_INPUT: message per input field. */
  fields: Record<string, string>;
}

/**
 * The first error the server meant for the user, or undefined for anything
 * else (network failure, timeout, unexpected server error), whose text is not shown.
 */
export function readServerError(error: unknown): ServerError | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const { message, extensions } of error.errors) {
    const code = extensions?.code;
    if (typeof code === 'string' && SERVER_ERROR_CODES.has(code as ServerErrorCode)) {
      const fields = (extensions?.fields ?? {}) as Record<string, string>;
      return { code: code as ServerErrorCode, message, fields };
    }
  }
  return undefined;
}

// Answers that asking again cannot change: the object is not there (for this viewer), or the
// request itself is wrong. A network failure or a server fault may pass on a retry.
const FINAL_CODES: ReadonlySet<ServerErrorCode> = new Set([
  'NOT_FOUND',
  'FORBIDDEN',
  'BAD_USER_INPUT',
]);

/** Whether trying the same request again may succeed (no Retry for a "not found"). */
export function isRetriable(error: unknown): boolean {
  const code = readServerError(error)?.code;
  return code === undefined || !FINAL_CODES.has(code);
}
