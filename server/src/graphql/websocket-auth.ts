import type { Context } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config/config.js';
import type { AccessTokens } from '../modules/auth/access-tokens.js';
import { ACCESS_COOKIE, readCookie } from '../modules/auth/auth-cookies.js';
import type { ClosableSocket, SessionSockets } from '../modules/sessions/session-sockets.js';

/** graphql-ws's `extra` with the ws server: the upgrade request and the socket. */
interface SocketExtra {
  request: IncomingMessage;
  socket: ClosableSocket;
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
 * Operations on the connection then run through the same guards, which read
 * the cookie from the upgrade request. A stale or revoked token is refused (4403), so the client
 * refreshes and reconnects; one without any token stays anonymous. The
 * connection is closed when its session ends (SessionSockets).
 */
export function websocketOnConnect(
  config: AppConfig,
  tokens: AccessTokens,
  sockets: SessionSockets,
) {
  return async (
    context: Context<Record<string, unknown> | undefined, unknown>,
  ): Promise<boolean> => {
    const extra = context.extra as SocketExtra;
    const { request } = extra;
    if (!isAllowedOrigin(request.headers.origin, config)) return false;
    const token = readCookie(request, ACCESS_COOKIE);
    const user = token ? await tokens.resolve(token) : null;
    if (token && !user) return false;
    if (user) sockets.track(user.sessionId, extra.socket);
    return true;
  };
}
