import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown (57P01)', withCode('terminating connection', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['the pool giving up', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s, also under a wrapper', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
