import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const UNTRUSTED_PROXY_WARNING =
  'Requests carry X-Forwarded-For but TRUST_PROXY is 0: every client is seen as the proxy, ' +
  "so they all share the proxy's address and its per-address limits. Set TRUST_PROXY to the " +
  'number of proxies in front of the server (see README, "Behind a reverse proxy").';

/**
 * Logs UNTRUSTED_PROXY_WARNING once, at the first request that came through
 * a proxy we were not told to trust. Afterwards it costs one boolean test.
 */
export function untrustedProxyWarning(logger: Pick<Logger, 'warn'> = new Logger('Bootstrap')) {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      logger.warn(UNTRUSTED_PROXY_WARNING);
    }
    next();
  };
}
