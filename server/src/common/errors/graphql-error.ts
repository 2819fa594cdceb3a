import { GraphQLError } from 'graphql';
import type { DomainError } from './domain-error.js';

/** The GraphQL mapping of ARCHITECTURE §10: `extensions.code` (+ `fields`, + `retryAfter` seconds when limited). */
export function toGraphqlError(error: DomainError | null, requestId: string): GraphQLError {
  if (!error) {
    return new GraphQLError('Something went wrong. Please try again.', {
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
  }
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds } : {}),
    },
  });
}
