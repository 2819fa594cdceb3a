import type { Request } from 'express';
import { DEVICE_COOKIE, readCookie } from './auth-cookies.js';

/** Who is calling, as far as rate limits and the session list care. */
export function clientOf(req: Request): { ip: string; userAgent: string; deviceToken?: string } {
  return {
    ip: req.ip ?? req.socket?.remoteAddress ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
    deviceToken: readCookie(req, DEVICE_COOKIE),
  };
}
