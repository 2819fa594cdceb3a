import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestClient } from './test-client.js';

export interface Subscription<T> {
  /** Payloads received so far. */
  received: T[];
  /** Resolves with the next payload (or rejects after `timeoutMs`). */
  next(timeoutMs?: number): Promise<T>;
  /** Resolves when the socket closes, with its close code. */
  closed: Promise<number>;
  dispose(): Promise<void>;
}

/**
 * Subscribes over graphql-ws the way the browser does: the session cookie on
 * the handshake and the app's own Origin (or, for a script, its bearer token). Resolves once the server confirmed
 * the subscription is live (its first message or a settle delay).
 */
export async function subscribe<T>(
  baseUrl: string,
  client: TestClient | { bearer: string } | null,
  query: string,
  pick: (data: Record<string, unknown>) => T,
): Promise<Subscription<T>> {
  const headers: Record<string, string> = { origin: new URL(baseUrl).origin };
  // A TestClient may carry a bearer token too (its `bearer` is then set).
  if (client?.bearer) headers.authorization = `Bearer ${client.bearer}`;
  const access = client && 'cookie' in client ? client.cookie('access_token') : undefined;
  if (access) headers.cookie = `access_token=${access}`;
  const received: T[] = [];
  const waiters: Array<(value: T) => void> = [];
  let resolveClosed!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  let resolveConnected!: () => void;
  let rejectConnected!: (error: Error) => void;
  const connected = new Promise<void>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });

  const ws: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
    on: {
      connected: () => resolveConnected(),
      closed: (event) => {
        const { code } = event as { code: number };
        resolveClosed(code);
        rejectConnected(new Error(`socket closed with ${code} before the subscription started`));
      },
    },
  });
  let failure: unknown;
  ws.subscribe(
    { query },
    {
      next: ({ data, errors }) => {
        if (errors) failure = errors;
        if (!data) return;
        const value = pick(data);
        received.push(value);
        waiters.shift()?.(value);
      },
      error: (error) => (failure = error),
      complete: () => {},
    },
  );
  await connected;
  // graphql-ws acknowledges the connection before the subscription is registered on the server.
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);

  return {
    received,
    closed,
    next: (timeoutMs = 5000) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no payload within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      }),
    dispose: () => ws.dispose() as Promise<void>,
  };
}
