import { HttpException, HttpStatus } from '@nestjs/common';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { DomainError, type ErrorCode, type FieldErrors } from './domain-error.js';

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_USER_INPUT',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHENTICATED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'BAD_USER_INPUT',
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

/**
 * Reads any thrown value as a DomainError, or null when it is not one the user
 * should see (a bug, a driver error: answered generically and logged). An
 * unreachable database is one the user should see: SERVICE_UNAVAILABLE.
 */
export function toDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (isBrokenMultipart(error)) return DomainError.badInput(BROKEN_UPLOAD);
  // PostgreSQL down or restarting: the user can retry, and nothing about it is a bug of ours.
  if (isDatabaseUnavailable(error)) return DomainError.serviceUnavailable();
  if (error instanceof HttpException) {
    const code = codeByStatus[error.getStatus()];
    if (!code) return null;
    const { message, fields } = readHttpBody(error.getResponse(), error.message);
    return new DomainError(code, message, fields);
  }
  return null;
}

/** A multipart body that broke off, as both transports say it. */
export const BROKEN_UPLOAD = 'The upload was interrupted or malformed';

/**
 * A multipart body that ended or broke in the middle of a file, as busboy
 * tells it: a GraphQL resolver awaiting that file's upload gets this error
 * when the body ends before the file began. The sender's fault, not ours.
 */
function isBrokenMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    /^(Unexpected end of (form|file)|Malformed part header)$/.test(error.message)
  );
}

function readHttpBody(body: unknown, fallback: string): { message: string; fields?: FieldErrors } {
  if (typeof body === 'string') return { message: body };
  if (typeof body !== 'object' || body === null) return { message: fallback };
  const { message, fields } = body as { message?: unknown; fields?: FieldErrors };
  // Nest's own exceptions carry an array of messages (e.g. body parsing).
  const text = Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : fallback;
  return { message: text, fields };
}
