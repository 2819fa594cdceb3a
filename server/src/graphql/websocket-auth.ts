import type { Context } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config/config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { RequestIdentity } from '../modules/auth/request-identity.js';
import type { ClosableSocket, SessionSockets } from '../modules/sessions/session-sockets.js';
import { KIOSK_HEADER } from '../common/access/kiosk-caller.js';

/** graphql-ws's `extra` with the ws server: the upgrade request and the socket. */
interface SocketExtra {
  request: IncomingMessage;
  socket: ClosableSocket;
}

/** WebSocket close code "Try Again Later": graphql-ws clients (ours too) reconnect after it. */
export const TRY_AGAIN_LATER_CLOSE_CODE = 1013;

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
 * The WebSocket handshake: the same session cookie and session check as HTTP
 * (or the same bearer token check, for a script that sends Authorization).
 * Operations on the connection then run through the same guards, which read
 * the credential from the upgrade request. A stale or revoked one is refused (4403), so the client
 * refreshes and reconnects; one without any stays anonymous. The
 * connection is closed when its session ends or its token is revoked (SessionSockets). With the
 * database unreachable it is closed with 1013, so the client tries again.
 */
export function websocketOnConnect(
  config: AppConfig,
  identity: RequestIdentity,
  sockets: SessionSockets,
) {
  return async (
    context: Context<Record<string, unknown> | undefined, unknown>,
  ): Promise<boolean> => {
    const extra = context.extra as SocketExtra;
    const { request } = extra;
    if (!isAllowedOrigin(request.headers.origin, config)) return false;
    // A kiosk's page sends its key as a connection parameter; its operations read it as the header.
    const kioskKey = context.connectionParams?.kioskKey;
    if (typeof kioskKey === 'string') request.headers[KIOSK_HEADER] = kioskKey;
    let identified: Awaited<ReturnType<RequestIdentity['identify']>>;
    try {
      identified = await identity.identify(request);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return false;
      // Thrown, graphql-ws would close with 4500, after which clients never retry.
      extra.socket.close(TRY_AGAIN_LATER_CLOSE_CODE, 'Database unavailable: try again later');
      return false;
    }
    const { credential, signedIn, kiosk } = identified;
    if (credential !== 'none' && !signedIn && !kiosk) return false;
    if (signedIn) sockets.track(signedIn.sessionId, extra.socket);
    // Revoking a kiosk ends its sessions' way: its id on the "ended" topic closes the socket.
    if (kiosk) sockets.track(kiosk.id, extra.socket);
    return true;
  };
}
