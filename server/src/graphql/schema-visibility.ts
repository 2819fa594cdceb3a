import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { RequestIdentity } from '../modules/auth/request-identity.js';
import type { GraphqlContext } from '../common/graphql-context.js';

const MENTIONS_INTROSPECTION = /__(schema|type)\b/;
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * Production: the schema is open to those who build on it — HR and admin
 * sessions (the playground) and API tokens — and closed to everyone else:
 * introspection is refused and a misspelt field gets no "Did you mean …?"
 * (which would list the schema bit by bit). Outside production it is open.
 */
export function schemaVisibilityPlugin(
  identity: RequestIdentity,
): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart({ contextValue, request }) {
      let open: Promise<boolean> | undefined;
      const mayExplore = () => (open ??= mayExploreSchema(identity, contextValue));
      return {
        async validationDidStart() {
          // Decided here: Apollo calls the hook it returns without waiting for it.
          const hideSuggestions = !(await mayExplore());
          return async (errors) => {
            if (!hideSuggestions) return;
            for (const error of errors ?? []) error.message = error.message.replace(SUGGESTION, '');
          };
        },
        async didResolveOperation({ document, schema }) {
          // Cheap test first: most operations never name __schema or __type.
          if (request.query && !MENTIONS_INTROSPECTION.test(request.query)) return;
          const [refusal] = validate(schema, document, [NoSchemaIntrospectionCustomRule]);
          if (!refusal || (await mayExplore())) return;
          throw new GraphQLError(
            `${refusal.message} Sign in as HR or admin, or send an API token, to explore the schema.`,
            { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
          );
        },
      };
    },
  };
}

async function mayExploreSchema(
  identity: RequestIdentity,
  { req }: GraphqlContext,
): Promise<boolean> {
  try {
    const { signedIn } = await identity.identify(req);
    return !!signedIn && (!!signedIn.apiToken || ['hr', 'admin'].includes(signedIn.user.role));
  } catch {
    // A bearer token that does not hold: the guard answers it properly.
    return false;
  }
}
