/** The page asks a waiting service worker to take over (service-worker.ts listens). */
export const SKIP_WAITING = 'SKIP_WAITING';
