import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const apiPrefixes = ['/api', '/graphql'];
const isApiPath = (path: string) =>
  apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
const isGraphiqlPath = (path: string) => path === '/graphiql' || path.startsWith('/graphiql.');

/**
 * Serves the built React client: hashed assets with long caching, and
 * index.html for every other non-API GET so client-side routes survive a
 * reload. GraphiQL is a development tool: served only outside production.
 */
export function clientApp(distDir: string, options: { graphiql: boolean }): Router | null {
  if (!existsSync(join(distDir, 'index.html'))) {
    new Logger('Client').warn(
      `No client build in ${distDir}: run "npm run build" to serve the web app.`,
    );
    return null;
  }
  const router = express.Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (isGraphiqlPath(req.path) && !options.graphiql) return sendIndex(res);
    if (req.path === '/graphiql' && req.method === 'GET')
      return sendFile(res, join(distDir, 'graphiql.html'));
    next();
  });
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y' }),
    (_req: Request, res: Response) => res.status(404).end(),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => (isApiPath(req.path) ? next() : sendIndex(res)));

  function sendIndex(res: Response) {
    sendFile(res, join(distDir, 'index.html'));
  }
  return router;
}

function sendFile(res: Response, file: string) {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}
