import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { Server } from 'node:http';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { AppConfig } from '../config/config.js';
import { RequestIdentity } from '../modules/auth/request-identity.js';
import { xsrfCookie } from '../modules/auth/xsrf-cookie.middleware.js';
import { UploadAdmission } from '../modules/files/upload-admission.js';
import { clientApp } from './client-app.js';
import { playgroundForStaff, playgroundOpenToAll } from './playground-access.js';
import { requestContext } from './request-context.js';
import { securityHeaders } from './security-headers.js';
import { serverTiming } from './server-timing.js';
import { untrustedProxyWarning } from './untrusted-proxy-warning.js';

/** How long an idle keep-alive connection stays open: longer than a proxy's upstream pool. */
export const KEEP_ALIVE_MS = 65_000;

/** Upload limits for GraphQL multipart requests; per-purpose limits are checked again by the file service. */
export const uploadLimits = { maxFileSize: 10 * 1024 * 1024, maxFiles: 12 };

/**
 * Everything around the Nest routes, shared by main.ts and the API tests so
 * tests exercise the same middleware the product runs.
 */
export function configureApp(app: INestApplication, config: AppConfig, clientDist?: string): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // An idle keep-alive socket outlives the pools of those who reuse it (nginx keeps upstream
  // sockets 60 s): a server that closes one first races a request already sent on it, which the
  // sender sees as a reset connection, and a POST is not retried.
  const server = express.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  // No ETag on answers made by res.send (the API's JSON): a per-user answer is not revalidated,
  // and Express hashed every one, POSTs included. Static files keep theirs (express.static).
  express.set('etag', false);
  if (config.trustProxy > 0) express.set('trust proxy', config.trustProxy);
  express.use(requestContext);
  if (config.serverTiming) express.use(serverTiming);
  // Behind an untrusted proxy every student would share one address: say so once, in production.
  if (config.isProduction && config.trustProxy === 0) express.use(untrustedProxyWarning());
  express.use(securityHeaders(config.publicUrl));
  express.use(cookieParser());
  express.use(xsrfCookie(config.publicUrl.startsWith('https://')));
  // Every upload, on either transport, is admitted (per-user limits, pace) before it is parsed.
  express.use(app.get(UploadAdmission).middleware);
  express.use('/graphql', graphqlUploadExpress(uploadLimits));
  express.setGlobalPrefix('api');
  const graphiql = config.isProduction
    ? playgroundForStaff(app.get(RequestIdentity))
    : playgroundOpenToAll;
  const client = clientDist ? clientApp(clientDist, { graphiql }) : null;
  if (client) express.use(client);
}
