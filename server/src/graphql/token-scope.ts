import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { TOKENS } from '../modules/api-tokens/api-token-rules.js';
import type { RequestIdentity } from '../modules/auth/request-identity.js';
import type { GraphqlContext } from '../common/graphql-context.js';

/**
 * A read-scope API token runs queries only. The auth guard refuses it each
 * mutation field (and each subscription over the WebSocket); this refuses
 * the whole operation over HTTP first, including a subscription, which
 * reaches no guard there.
 */
export function tokenScopePlugin(identity: RequestIdentity): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didResolveOperation({ operation }) {
          if (!operation || operation.operation === 'query') return;
          const readOnly = await identity.identify(contextValue.req).then(
            ({ signedIn }) => signedIn?.apiToken?.scope === 'read',
            // A token that does not hold: the guard answers it with its 401.
            () => false,
          );
          if (readOnly)
            throw new GraphQLError(TOKENS.readOnly, {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            });
        },
      };
    },
  };
}
