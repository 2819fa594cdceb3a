import type { CookieOptions, Request, Response } from 'express';
import { parse as parseCookies, serialize } from 'cookie';
import type { IncomingMessage } from 'node:http';
import { ACCESS_COOKIE } from '../../common/access/access-token.js';
import { randomToken } from '../../common/random-token.js';
import { SESSION_LIFETIME_MS } from '../sessions/sessions.service.js';

export const REFRESH_COOKIE = 'refresh_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const REFRESH_PATH = '/api/auth/refresh';
export const DEVICE_COOKIE = 'device_token';
/** A device is remembered for a year from its last sign-in (browsers cap cookies at 400 days). */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 3_600_000;

const base = (secure: boolean): CookieOptions => ({ sameSite: 'lax', secure, path: '/' });

/**
 * The access cookie outlives its 15-minute token on purpose: a request with an
 * expired token is answered 401 (so the client refreshes), while a request
 * with no token at all is simply anonymous.
 */
function sessionCookies(
  tokens: { accessToken: string; refreshToken: string },
  secure: boolean,
): string[] {
  return [
    cookieLine(ACCESS_COOKIE, tokens.accessToken, {
      ...base(secure),
      httpOnly: true,
      maxAge: SESSION_LIFETIME_MS,
    }),
    cookieLine(REFRESH_COOKIE, tokens.refreshToken, {
      ...base(secure),
      httpOnly: true,
      path: REFRESH_PATH,
      maxAge: SESSION_LIFETIME_MS,
    }),
  ];
}

export function setSessionCookies(
  res: Response,
  tokens: { accessToken: string; refreshToken: string },
  secure: boolean,
) {
  res.append('Set-Cookie', sessionCookies(tokens, secure));
}

/**
 * Everything a sign-in sets, in one header write: the session, the device
 * cookie (DeviceCookies; sent to both sign-in routes, REST and /graphql, hence
 * the root path; kept on sign-out, since it names the browser, not a session)
 * and a new XSRF token.
 */
export function setSignedInCookies(
  res: Response,
  started: { accessToken: string; refreshToken: string; deviceToken: string },
  secure: boolean,
) {
  res.append('Set-Cookie', [
    ...sessionCookies(started, secure),
    cookieLine(DEVICE_COOKIE, started.deviceToken, {
      ...base(secure),
      httpOnly: true,
      maxAge: DEVICE_COOKIE_LIFETIME_MS,
    }),
    xsrfCookie(secure),
  ]);
}

export function clearSessionCookies(res: Response, secure: boolean) {
  res.clearCookie(ACCESS_COOKIE, { ...base(secure), httpOnly: true });
  res.clearCookie(REFRESH_COOKIE, { ...base(secure), httpOnly: true, path: REFRESH_PATH });
}

/** A new double-submit token, readable by the client script (not HttpOnly); rotated when someone signs in or out. */
export function setXsrfCookie(res: Response, secure: boolean) {
  res.append('Set-Cookie', xsrfCookie(secure));
}

function xsrfCookie(secure: boolean): string {
  return cookieLine(XSRF_COOKIE, randomToken(24), base(secure));
}

/**
 * A Set-Cookie line as Express's res.cookie writes it (maxAge in
 * milliseconds becomes Expires and Max-Age), so that several can go out in
 * one header write: res.cookie rewrites the whole header for each.
 */
function cookieLine(name: string, value: string, { maxAge, ...options }: CookieOptions): string {
  return serialize(
    name,
    value,
    maxAge === undefined
      ? options
      : { ...options, expires: new Date(Date.now() + maxAge), maxAge: Math.floor(maxAge / 1000) },
  );
}

/** A cookie of an Express request (parsed by cookie-parser) or of a bare upgrade request (the WebSocket handshake). */
export function readCookie(req: Request | IncomingMessage, name: string): string | undefined {
  const parsed = (req as Request).cookies as Record<string, unknown> | undefined;
  const value = parsed ? parsed[name] : parseCookies(req.headers.cookie ?? '')[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
