import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCESS, type Operation } from '../../src/common/access/access-table.js';
import { AuthGuard } from '../../src/modules/auth/auth.guard.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CALLERS, type CallerName } from './callers.js';
import { checkOperation } from './matrix.js';
import { discoverHandlers, endpointLabel, type Handler, isOperation } from './operations.js';
import { RECIPES } from './recipes.js';
import { operationsWithoutServiceCheck } from './service-checks.js';
import { buildWorld, type World } from './world.js';

/**
 * The callers whose outcome a service decides once the guard's role check is
 * out: not the anonymous one or the read token, which only the guard's
 * authentication and token scope refuse.
 */
const SERVICE_CALLERS: readonly CallerName[] = CALLERS.filter(
  (caller) => caller !== 'anonymous' && caller !== 'readToken',
);

/** The guard without its role check: what is left is the services' own. */
class AuthenticateOnlyGuard extends AuthGuard {
  protected override rolesAllow(): boolean {
    return true;
  }
}

/**
 * Calls every operation of both transports as every caller and holds each
 * outcome to the access table. `servicesOnly`: with the guard's role check
 * taken out, so a resolver or route that lost its `@Access` is still refused
 * by the service behind it.
 */
export function describeAccessMatrix(options: { servicesOnly: boolean }) {
  let sut: TestApp;
  let w: World;
  let handlers: Handler[];
  beforeAll(async () => {
    sut = await createTestApp({
      override: options.servicesOnly
        ? (builder) => builder.overrideProvider(AuthGuard).useClass(AuthenticateOnlyGuard)
        : undefined,
    });
    handlers = discoverHandlers(sut);
    w = await buildWorld(sut);
  }, 120_000);
  afterAll(() => sut.close());

  if (!options.servicesOnly)
    it('every resolver operation and REST route names a row of the access table, and every row is used', () => {
      const unlisted = handlers
        .filter((handler) => !isOperation(handler.operation))
        .map(
          (handler) =>
            `${endpointLabel(handler.endpoint)} (${handler.name}): ${handler.operation ?? 'no @Access'}`,
        );
      const used = new Set(handlers.map((handler) => handler.operation));
      const unused = Object.keys(ACCESS).filter((operation) => !used.has(operation));
      const graphql = handlers.filter((handler) => handler.endpoint.transport === 'graphql');
      console.log(
        `access table: ${Object.keys(ACCESS).length} operations over ${graphql.length} GraphQL fields and ${handlers.length - graphql.length} REST routes, each called as ${CALLERS.length} callers`,
      );
      expect({ unlisted, unused }).toEqual({ unlisted: [], unused: [] });
    });

  if (!options.servicesOnly)
    it('every operation that refuses a role is refused by its service too', () => {
      expect(operationsWithoutServiceCheck()).toEqual([]);
    });

  describe.each(Object.keys(ACCESS) as Operation[])('%s', (operation) => {
    it('answers every caller as the access table says, on every transport', async () => {
      const mine = handlers.filter((handler) => handler.operation === operation);
      const mismatches = await checkOperation(
        w,
        operation,
        mine,
        RECIPES[operation] ?? {},
        options.servicesOnly ? SERVICE_CALLERS : CALLERS,
      );
      expect(mismatches).toEqual([]);
      // Those that make a trainee for each call take half a minute on a busy machine.
    }, 120_000);
  });
}
