import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { RequestIdentity } from '../modules/auth/request-identity.js';
import { SessionSockets } from '../modules/sessions/session-sockets.js';
import { SessionsModule } from '../modules/sessions/sessions.module.js';
import type { GraphqlContext } from '../common/graphql-context.js';
import { complexityLimitPlugin, depthLimitRule } from './query-limits.js';
import { schemaVisibilityPlugin } from './schema-visibility.js';
import { tokenScopePlugin } from './token-scope.js';
import { websocketOnConnect } from './websocket-auth.js';

const genericMessage = 'Something went wrong. Please try again.';

/**
 * Last line of defence: errors that never passed through the exception filter
 * (thrown outside a resolver) must not leak their text.
 */
function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' && !formatted.extensions?.requestId) {
    return { message: genericMessage, path: formatted.path, extensions: { code } };
  }
  return formatted;
}

@Module({
  imports: [
    NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      imports: [AuthModule, SessionsModule],
      inject: [APP_CONFIG, RequestIdentity, SessionSockets],
      useFactory: (config: AppConfig, identity: RequestIdentity, sockets: SessionSockets) => ({
        path: '/graphql',
        // The schema file is written by `npm run codegen` (emit-schema), not at every boot.
        autoSchemaFile: true,
        sortSchema: true,
        // In production schemaVisibilityPlugin decides per caller, for introspection and "Did you mean …?" alike.
        introspection: true,
        hideSchemaDetailsFromClientErrors: false,
        playground: false,
        graphiql: false,
        csrfPrevention: true,
        includeStacktraceInErrorResponses: false,
        subscriptions: {
          'graphql-ws': {
            path: '/graphql',
            onConnect: websocketOnConnect(config, identity, sockets),
          },
        },
        validationRules: [depthLimitRule],
        plugins: [
          complexityLimitPlugin,
          tokenScopePlugin(identity),
          ...(config.isProduction ? [schemaVisibilityPlugin(identity)] : []),
        ],
        formatError,
        context: ({
          req,
          res,
          extra,
        }: {
          req?: Request;
          res?: Response;
          extra?: { request: Request };
        }) => ({ req: req ?? extra?.request, res }) as GraphqlContext,
      }),
    }),
  ],
})
export class GraphqlModule {}
