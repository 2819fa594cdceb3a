import type { Request } from 'express';

/** Who is calling, as far as rate limits and the session list care. */
export function clientOf(req: Request): { ip: string; userAgent: string } {
  return {
    ip: req.ip ?? req.socket?.remoteAddress ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
  };
}
