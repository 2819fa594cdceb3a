import type { Request } from 'express';
import type { Context } from 'graphql-ws';
import { parse as parseCookies } from 'cookie';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config/config.js';
import type { AccessTokens, SignedInUser } from '../modules/auth/access-tokens.js';
import { ACCESS_COOKIE } from '../modules/auth/auth-cookies.js';

/** What the handshake leaves on graphql-ws's `extra` for the operations of that connection. */
export interface SocketExtra {
  request: IncomingMessage;
  cookies?: Record<string, string | undefined>;
  user?: SignedInUser | null;
}

/**
 * A browser page from another site could open a WebSocket to us with the
 * user's cookies; the Origin header is how we tell. Development also allows
 * localhost origins (the Vite dev server proxies the socket).
 */
export function isAllowedOrigin(origin: string | undefined, config: AppConfig): boolean {
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  if (config.isProduction) return false;
  try {
    return ['localhost', '127.0.0.1'].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * The WebSocket handshake: the same session cookie and session check as HTTP.
 * A connection with a stale or revoked token is refused (4403), so the client
 * refreshes and reconnects; one without any token stays anonymous.
 */
export function websocketOnConnect(config: AppConfig, tokens: AccessTokens) {
  return async (
    context: Context<Record<string, unknown> | undefined, unknown>,
  ): Promise<boolean> => {
    const extra = context.extra as SocketExtra;
    const { request } = extra;
    if (!isAllowedOrigin(request.headers.origin, config)) return false;
    const cookies = parseCookies(request.headers.cookie ?? '');
    const token = cookies[ACCESS_COOKIE];
    const user = token ? await tokens.resolve(token) : null;
    if (token && !user) return false;
    extra.cookies = cookies;
    extra.user = user;
    return true;
  };
}

/** An Express-like request for the guards of an operation running over the socket. */
export function socketRequest(extra: SocketExtra): Request {
  const { headers } = extra.request;
  return {
    headers,
    cookies: extra.cookies ?? {},
    user: extra.user ?? undefined,
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
}
