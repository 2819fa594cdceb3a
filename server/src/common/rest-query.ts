import { DomainError } from './errors/domain-error.js';
import type { PageRequest } from './pagination.js';

/** REST query parameters (always text) read with the same messages everywhere. */

/** `value` if it is one of `values`, undefined when absent or empty, else BAD_USER_INPUT on `name`. */
export function oneOf<T extends string>(
  name: string,
  values: readonly T[],
  value?: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  if ((values as readonly string[]).includes(value)) return value as T;
  const message = `${name} must be one of ${values.join(', ')}`;
  throw DomainError.badInput(message, { [name]: message });
}

export function intOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value))
    throw DomainError.badInput(`${name} must be a whole number`, {
      [name]: 'Must be a whole number',
    });
  return Number(value);
}

/** `?page=&limit=` with the spec's defaults (page 1, 10 a page, A§9). */
export function pageRequestOf(query: { page?: string; limit?: string }): PageRequest {
  return { page: intOf('page', query.page, 1), limit: intOf('limit', query.limit, 10) };
}
