import { expect, test } from '@jest/globals';

import { ageProblem } from './application-schema';

// A§5 age, in the server's words (SubmitApplicationInput): an empty Age is missing, not a bad
// number.

test('an empty age is required, not "must be a number"', () => {
  expect(ageProblem('')).toBe('Age is required');
});

test('a non-number, a too young and a too old age each say why', () => {
  expect(ageProblem('nineteen')).toBe('Age must be a number');
  expect(ageProblem('14')).toBe('Age must be at least 15');
  expect(ageProblem('31')).toBe('Age must be under 30');
  expect(ageProblem('15')).toBeUndefined();
  expect(ageProblem('30')).toBeUndefined();
});
