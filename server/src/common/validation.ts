import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainError, type FieldErrors } from './errors/domain-error.js';

/** The first message of each invalid field, keyed by field name (renamed for the REST facade when asked). */
function fieldErrors(
  errors: ValidationError[],
  rename: Record<string, string> = {},
  prefix = '',
): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = `${prefix}${rename[error.property] ?? error.property}`;
    const message = Object.values(error.constraints ?? {})[0];
    if (message) fields[name] = message;
    if (error.children?.length)
      Object.assign(fields, fieldErrors(error.children, rename, `${name}.`));
  }
  return fields;
}

/** BAD_USER_INPUT whose message is the first field's message (what a form shows when it shows one line). */
export function toBadInput(
  errors: ValidationError[],
  rename?: Record<string, string>,
): DomainError {
  const fields = fieldErrors(errors, rename);
  return DomainError.badInput(Object.values(fields)[0] ?? 'Invalid input', fields);
}

/** Validates GraphQL arguments and typed REST bodies with class-validator; unknown properties are dropped. */
export const validationPipe = new ValidationPipe({
  transform: true,
  whitelist: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => toBadInput(errors),
});

/**
 * Validates a plain object (a REST body mapped to the GraphQL input's shape)
 * against the same input class, so both transports share rules and messages.
 */
export async function validateInput<T extends object>(
  type: new () => T,
  plain: Record<string, unknown>,
  rename?: Record<string, string>,
): Promise<T> {
  const input = plainToInstance(type, plain);
  const errors = await validate(input, {
    whitelist: true,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) throw toBadInput(errors, rename);
  return input;
}
