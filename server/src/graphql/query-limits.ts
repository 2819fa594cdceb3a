import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COMPLEXITY = 1000;

/** Validation rule rejecting documents nested deeper than MAX_QUERY_DEPTH. */
export const depthLimitRule = depthLimit(MAX_QUERY_DEPTH);

/**
 * Rejects an operation whose estimated cost exceeds MAX_QUERY_COMPLEXITY:
 * every field costs 1 unless its `complexity` extension says otherwise, and
 * aliases count, so one request cannot fan out into thousands of resolver calls.
 */
export const complexityLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema }) {
        let complexity: number;
        try {
          complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
        } catch {
          // Invalid variables: execution rejects them with a proper BAD_USER_INPUT answer.
          return;
        }
        if (complexity > MAX_QUERY_COMPLEXITY) {
          throw new GraphQLError(
            `Query is too complex: ${complexity} exceeds the limit of ${MAX_QUERY_COMPLEXITY}.`,
            { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
          );
        }
      },
    };
  },
};
