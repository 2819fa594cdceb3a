import type { NextFunction, Request, Response } from 'express';
import { readCookie, setXsrfCookie, XSRF_COOKIE } from './auth-cookies.js';

/** Hands every browser an XSRF token on its first request, so even sign-in can be checked. */
export function xsrfCookie(secure: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!readCookie(req, XSRF_COOKIE)) setXsrfCookie(res, secure);
    next();
  };
}
