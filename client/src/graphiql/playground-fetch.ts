import { refreshSession } from '@/lib/auth/session-refresh';
import { xsrfHeaders } from '@/lib/xsrf';

/** Access tokens live 15 minutes: renew the session a little before, while the page is used. */
const SESSION_FRESH_MS = 10 * 60_000;
let freshUntil = Date.now() + SESSION_FRESH_MS;

/**
 * The playground's requests: as the signed-in session (its XSRF header, the
 * session renewed as the app does), or — when an Authorization header was
 * set in the headers editor — as that API token, without the session's
 * cookies (the server refuses a request that carries both).
 */
export async function playgroundFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (headers.has('Authorization')) return fetch(input, { ...init, headers, credentials: 'omit' });
  if (Date.now() > freshUntil) {
    await refreshSession();
    freshUntil = Date.now() + SESSION_FRESH_MS;
  }
  for (const [name, value] of Object.entries(xsrfHeaders())) headers.set(name, value);
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
}
