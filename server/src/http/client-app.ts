import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { PLAYGROUND_FORBIDDEN_PAGE, type PlaygroundAccess } from './playground-access.js';

const apiPrefixes = ['/api', '/graphql'];
const isApiPath = (path: string) =>
  apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
const isGraphiqlPath = (path: string) => path === '/graphiql' || path.startsWith('/graphiql.');

// The client build writes a gzip twin (`name.js.gz`) beside each of these (client/scripts/precompress.ts).
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

type StaticCaching = { maxAge: string; immutable?: boolean };

/**
 * Serves the built React client: hashed assets with long caching, and
 * index.html for every other non-API GET so client-side routes survive a
 * reload. GraphiQL (its own page) is served to whom `graphiql` lets in.
 */
export function clientApp(distDir: string, options: { graphiql: PlaygroundAccess }): Router | null {
  if (!existsSync(join(distDir, 'index.html'))) {
    new Logger('Client').warn(
      `No client build in ${distDir}: run "npm run build" to serve the web app.`,
    );
    return null;
  }
  const router = express.Router();
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!isGraphiqlPath(req.path)) return next();
    const verdict = await options.graphiql(req);
    if (verdict === 'sign-in') return res.redirect(302, '/signin?next=%2Fgraphiql');
    if (verdict === 'forbidden') {
      res.setHeader('Cache-Control', 'no-store');
      return res.status(403).type('html').send(PLAYGROUND_FORBIDDEN_PAGE);
    }
    if (req.path === '/graphiql' && req.method === 'GET')
      return sendFile(res, join(distDir, 'graphiql.html'));
    next();
  });
  const assets = join(distDir, 'assets');
  const hashed: StaticCaching = { immutable: true, maxAge: '1y' };
  router.use(
    '/assets',
    gzipTwin(assets, hashed),
    express.static(assets, hashed),
    (_req: Request, res: Response) => res.status(404).end(),
  );
  const named: StaticCaching = { maxAge: '1h' };
  router.use(gzipTwin(distDir, named), express.static(distDir, { index: false, ...named }));
  router.get(/.*/, (req, res, next) => (isApiPath(req.path) ? next() : sendIndex(res)));

  function sendIndex(res: Response) {
    sendFile(res, join(distDir, 'index.html'));
  }
  return router;
}

/**
 * Sends a file's gzip twin, compressed once at build time, to a browser that
 * accepts gzip (Content-Encoding: gzip, the original's type); anything else
 * goes on to the plain file. Vary tells caches the answer depends on it.
 */
function gzipTwin(root: string, caching: StaticCaching) {
  return (req: Request, res: Response, next: NextFunction) => {
    const wanted = req.method === 'GET' || req.method === 'HEAD';
    if (!wanted || isApiPath(req.path) || !COMPRESSIBLE.test(req.path)) return next();
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') return next();
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', 'gzip');
    res.sendFile(`${req.path.slice(1)}.gz`, { root, ...caching }, (error) => {
      if (!error || res.headersSent) return;
      // No twin (a small file, or not built by us): the plain file then.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next();
    });
  };
}

function sendFile(res: Response, file: string) {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}
