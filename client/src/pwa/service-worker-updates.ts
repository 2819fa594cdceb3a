import { SKIP_WAITING } from '@/pwa/worker-messages';

/** What of a ServiceWorkerRegistration the update watch uses (a fake in unit tests). */
export interface UpdatableRegistration {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface WorkerLike {
  state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
  postMessage(message: unknown): void;
}

/**
 * Calls `onWaiting` with a new version's worker once it is installed and
 * waiting behind the one controlling this page: at once when one already
 * waits, or when an update found later finishes installing. A first install
 * (no worker controlled the page) is no update.
 */
export function watchForUpdates(
  registration: UpdatableRegistration,
  hasController: () => boolean,
  onWaiting: (worker: WorkerLike) => void,
): void {
  if (registration.waiting && hasController()) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && hasController()) onWaiting(worker);
    });
  });
}

/** Lets the waiting worker take over; the page reloads once it controls it, on the new version. */
export function activateWaiting(worker: WorkerLike): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: SKIP_WAITING });
}

/** How often an open tab asks whether a new version was deployed (besides each return to it). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the app's service worker (the production build only: the dev
 * server has none) and reports a new version waiting to take over.
 */
export async function registerServiceWorker(
  onWaiting: (worker: WorkerLike) => void,
): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // The worker's script is always fetched fresh: the HTTP cache must not hide a deploy.
  const registration = await navigator.serviceWorker.register('/service-worker.js', {
    scope: '/',
    updateViaCache: 'none',
  });
  watchForUpdates(registration, () => navigator.serviceWorker.controller !== null, onWaiting);
  const check = () => void registration.update().catch(() => {});
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
