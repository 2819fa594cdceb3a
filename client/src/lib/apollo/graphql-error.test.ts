import { expect, test } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

import { isRetriable } from './graphql-error';

// Retry only where asking again may help ("Scholar not found" offered Retry).

const answered = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Scholar not found', extensions: { code } }] });

test('a not-found, forbidden or invalid request is not worth retrying', () => {
  expect(isRetriable(answered('NOT_FOUND'))).toBe(false);
  expect(isRetriable(answered('FORBIDDEN'))).toBe(false);
  expect(isRetriable(answered('BAD_USER_INPUT'))).toBe(false);
});

test('a network failure, a server fault or a busy server may pass on a retry', () => {
  expect(isRetriable(new TypeError('Failed to fetch'))).toBe(true);
  expect(isRetriable(answered('INTERNAL_SERVER_ERROR'))).toBe(true);
  expect(isRetriable(answered('SERVICE_UNAVAILABLE'))).toBe(true);
  expect(isRetriable(answered('RATE_LIMITED'))).toBe(true);
});
