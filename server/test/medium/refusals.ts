import { DomainError, type FieldErrors } from '../../src/common/errors/domain-error.js';

export interface Refusal {
  code: string;
  message: string;
  fields?: FieldErrors;
}

/**
 * The domain error a service call was refused with, as both transports would
 * answer it (code, message, field messages). Fails when the call succeeds or
 * throws anything else.
 */
export async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { code, message, fields } = error;
    return fields ? { code, message, fields } : { code, message };
  }
  throw new Error('the call was not refused');
}
