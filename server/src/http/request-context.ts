import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

const logger = new Logger('HTTP');
const safeRequestId = /^[A-Za-z0-9-]{8,64}$/;
// Path segments that look like tokens (verification codes in links) are not logged; ids are kept.
const tokenLike = /^[A-Za-z0-9_-]{20,}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tags each request with an id (kept from a proxy's X-Request-Id when sane) and logs it when done. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get('x-request-id');
  req.id = incoming && safeRequestId.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.log(
      `${req.method} ${redactPath(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms ${req.id}`,
    );
  });
  next();
}

/** Drops the query string and token-like segments, so secrets in links never reach the log. */
export function redactPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (tokenLike.test(segment) && !uuid.test(segment) ? ':redacted' : segment))
    .join('/');
}
