import type { AccessRule } from '../../src/common/access/access-table.js';
import { callerAllowed } from '../../src/common/access/require-access.js';
import { type CallerName, ROLE_OF, SCHOLAR_READERS } from './callers.js';
import type { Endpoint } from './operations.js';

/** What a call came to, as far as access goes. `invalid`: the call itself was wrong (a recipe to fix). */
export type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'not-found' | 'invalid';

const writes = (endpoint: Endpoint): boolean =>
  endpoint.transport === 'graphql' ? endpoint.kind !== 'query' : endpoint.method !== 'get';

/** The outcome the access table promises for this caller. */
export function expectedOutcome(
  rule: AccessRule,
  endpoint: Endpoint,
  caller: CallerName,
  readers: readonly CallerName[] = SCHOLAR_READERS,
): Outcome {
  // A kiosk key reaches its kiosk's operations only, and nothing else does.
  if (rule.callers === 'kiosk')
    return caller === 'kiosk'
      ? 'allowed'
      : caller === 'anonymous'
        ? 'unauthenticated'
        : 'forbidden';
  if (caller === 'kiosk') return 'forbidden';
  const open = rule.callers === 'public' || rule.callers === 'optional';
  if (caller === 'anonymous') return open ? 'allowed' : 'unauthenticated';
  // A read-scope token makes GraphQL queries and GETs only, whatever the operation's rule.
  if (caller === 'readToken' && writes(endpoint)) return 'forbidden';
  if (!callerAllowed(rule, ROLE_OF[caller])) return 'forbidden';
  if (rule.reach === 'record' && !readers.includes(caller)) return 'not-found';
  return 'allowed';
}

const CODES: Record<string, Outcome> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not-found',
  GRAPHQL_VALIDATION_FAILED: 'invalid',
  GRAPHQL_PARSE_FAILED: 'invalid',
  BAD_REQUEST: 'invalid',
};

/** A GraphQL answer's outcome: its first error's code, or allowed. */
export function graphqlOutcome(code: string | undefined): Outcome {
  return code === undefined ? 'allowed' : (CODES[code] ?? 'allowed');
}

/** A REST answer's outcome by status; a 404 from no route at all is the recipe's mistake. */
export function restOutcome(status: number, body: { message?: unknown }): Outcome {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404)
    return typeof body.message === 'string' && /^Cannot (GET|POST|PUT|DELETE) /.test(body.message)
      ? 'invalid'
      : 'not-found';
  return 'allowed';
}
