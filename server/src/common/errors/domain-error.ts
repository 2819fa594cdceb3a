export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

/** Per-field messages of a BAD_USER_INPUT error, keyed by input field name. */
export type FieldErrors = Record<string, string>;

/**
 * An error a user can act on. Services throw these; the transport mappers turn
 * them into GraphQL errors (extensions.code) and REST statuses.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** RATE_LIMITED: seconds until a new attempt may succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static unauthenticated(message = 'Authentication required') {
    return new DomainError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new DomainError('FORBIDDEN', message);
  }
  static notFound(message = 'Not found') {
    return new DomainError('NOT_FOUND', message);
  }
  static badInput(message: string, fields?: FieldErrors) {
    return new DomainError('BAD_USER_INPUT', message, fields);
  }
  static conflict(message: string) {
    return new DomainError('CONFLICT', message);
  }
  /** A part the server needs (the database) does not answer: nothing was done, try again later. */
  static serviceUnavailable(
    message = 'The service is briefly unavailable (its database does not answer). Please try again in a moment.',
  ) {
    return new DomainError('SERVICE_UNAVAILABLE', message);
  }
  static rateLimited(message: string, retryAfterSeconds?: number) {
    return new DomainError('RATE_LIMITED', message, undefined, retryAfterSeconds);
  }
}
