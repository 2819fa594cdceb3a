import { HttpStatus } from '@nestjs/common';
import type { DomainError, ErrorCode, FieldErrors } from './domain-error.js';

const statusByCode: Record<ErrorCode, number> = {
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  BAD_USER_INPUT: HttpStatus.BAD_REQUEST,
  CONFLICT: HttpStatus.CONFLICT,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
};

export interface RestErrorBody {
  message: string;
  code: string;
  fields?: FieldErrors;
  requestId?: string;
}

/** Retry-After (seconds) for a limited answer that knows its wait; GraphQL answers send it too. */
export function retryAfterHeader(error: DomainError | null): Record<string, string> {
  return error?.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
}

/** The REST mapping of ARCHITECTURE §10: status + `{ message, code, fields? }`. */
export function toRestError(error: DomainError | null, requestId: string) {
  if (!error) {
    const body: RestErrorBody = {
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId,
    };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body, headers: {} };
  }
  const body: RestErrorBody = { message: error.message, code: error.code };
  if (error.fields) body.fields = error.fields;
  return { status: statusByCode[error.code], body, headers: retryAfterHeader(error) };
}
