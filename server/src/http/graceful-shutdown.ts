import type { INestApplication, LoggerService } from '@nestjs/common';
import type { Server, ServerResponse } from 'node:http';
import { SessionSockets } from '../modules/sessions/session-sockets.js';

/** WebSocket close code "Service Restart": graphql-ws clients (ours too) reconnect after it. */
export const SERVER_RESTART_CLOSE_CODE = 1012;
/** After the grace period: how long closing the rest (workers, pub/sub, database) may take. */
const CLOSE_WITHIN_MS = 15_000;
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

interface ShutdownOptions {
  graceMs: number;
  logger: LoggerService;
  /** Called once everything is closed (main.ts: exit 0). */
  onStopped(): void;
  /** Called when closing took too long or failed (main.ts: exit 1). */
  onFailed(): void;
}

/**
 * SIGTERM/SIGINT, in phases, one log line each: stop accepting connections,
 * close the WebSockets with 1012 so clients reconnect (elsewhere, or here once
 * restarted), let requests in flight finish for up to `graceMs` (answers go
 * out with `Connection: close`) and cut what is left, then close the
 * application — the mail worker stops between two deliveries, sweepers stop,
 * pub/sub and the database close (PGlite releases its data-directory lock).
 * Replaces Nest's own shutdown hooks, which would close the database while
 * requests still run.
 */
export function installGracefulShutdown(app: INestApplication, options: ShutdownOptions): void {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let drained: (() => void) | undefined;

  const server = app.getHttpServer() as Server;
  server.on('request', (_req, res: ServerResponse) => {
    // Draining: served still (it was on its way), but its connection ends with it.
    if (draining) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) drained?.();
    });
  });

  const shutdown = async (signal: string): Promise<void> => {
    const { logger, graceMs } = options;
    if (draining)
      return void logger.log(`${signal} received again: already shutting down`, 'Shutdown');
    draining = true;
    const watchdog = setTimeout(() => {
      logger.error(
        `Shutdown did not finish within ${graceMs + CLOSE_WITHIN_MS} ms: exiting`,
        'Shutdown',
      );
      options.onFailed();
    }, graceMs + CLOSE_WITHIN_MS);
    watchdog.unref();

    server.close();
    // Whatever answers from now on tells its client to drop the connection.
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    logger.log(
      `${signal} received: no new connections; ${inFlight.size} request(s) in flight get up to ${graceMs} ms`,
      'Shutdown',
    );
    const sockets = app
      .get(SessionSockets)
      .closeAll(SERVER_RESTART_CLOSE_CODE, 'Server restarting');
    logger.log(
      `Closed ${sockets} WebSocket(s) with ${SERVER_RESTART_CLOSE_CODE}: clients reconnect`,
      'Shutdown',
    );

    const finished = await waitFor(graceMs, (resolve) => {
      drained = resolve;
      if (inFlight.size === 0) resolve();
    });
    if (finished) logger.log('Every request in flight has finished', 'Shutdown');
    else
      logger.warn(`${inFlight.size} request(s) still running after ${graceMs} ms: cut`, 'Shutdown');
    server.closeAllConnections();

    try {
      await app.close();
    } catch (error) {
      logger.error(
        `Closing failed: ${error instanceof Error ? error.message : String(error)}`,
        'Shutdown',
      );
      return options.onFailed();
    }
    clearTimeout(watchdog);
    logger.log(
      'Mail worker and sweepers stopped, pub/sub and database closed: exiting',
      'Shutdown',
    );
    options.onStopped();
  };
  for (const signal of SIGNALS) process.on(signal, (name) => void shutdown(name));
}

/** Resolves true once `start`'s callback is called, false after `ms`. */
function waitFor(ms: number, start: (resolve: () => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    start(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
