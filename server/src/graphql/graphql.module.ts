import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { SessionSockets } from '../modules/sessions/session-sockets.js';
import { SessionsModule } from '../modules/sessions/sessions.module.js';
import type { GraphqlContext } from './graphql-context.js';
import { complexityLimitPlugin, depthLimitRule } from './query-limits.js';
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
      inject: [APP_CONFIG, AccessTokens, SessionSockets],
      useFactory: (config: AppConfig, tokens: AccessTokens, sockets: SessionSockets) => ({
        path: '/graphql',
        // The schema file is written by `npm run codegen` (emit-schema), not at every boot.
        autoSchemaFile: true,
        sortSchema: true,
        introspection: !config.isProduction,
        // In production a misspelt field must not answer "Did you mean …?": that would list the schema introspection keeps closed.
        hideSchemaDetailsFromClientErrors: config.isProduction,
        playground: false,
        graphiql: false,
        csrfPrevention: true,
        includeStacktraceInErrorResponses: false,
        subscriptions: {
          'graphql-ws': {
            path: '/graphql',
            onConnect: websocketOnConnect(config, tokens, sockets),
          },
        },
        validationRules: [depthLimitRule],
        plugins: [complexityLimitPlugin],
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
