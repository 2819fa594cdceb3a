// F§4 Session refresh: one refresh at a time, shared by every call that needs it.
// The refresh cookie is HttpOnly and scoped to this path; the server rotates it.

const REFRESH_PATH = '/api/auth/refresh';
const REFRESH_TIMEOUT_MS = 10_000;

let pending: Promise<boolean> | null = null;
const expiryListeners = new Set<() => void>();

async function requestRefresh(): Promise<boolean> {
  try {
    const response = await fetch(REFRESH_PATH, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Refreshes the session, or joins the refresh under way; false when the session is over. */
export function refreshSession(): Promise<boolean> {
  pending ??= requestRefresh().then((refreshed) => {
    pending = null;
    if (!refreshed) expiryListeners.forEach((listener) => listener());
    return refreshed;
  });
  return pending;
}

/** The refresh under way, if any: calls made meanwhile wait for it. */
export function refreshInProgress(): Promise<boolean> | null {
  return pending;
}

/** Called when a refresh fails: the session cannot be renewed. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}
