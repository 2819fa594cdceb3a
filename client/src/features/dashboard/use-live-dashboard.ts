import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { useCoalesced } from '@/lib/use-coalesced';

/**
 * How long an open dashboard may lag behind changes nobody is notified of
 * (a student's new application, a DTR day recorded): the spec's 30 s polling.
 */
export const DASHBOARD_POLL_MS = 30_000;

/** Poll only while the page is on screen: a hidden tab costs the server nothing. */
export const skipWhileHidden = () => document.visibilityState === 'hidden';

/**
 * Keeps a dashboard's figures live: any notification the viewer receives is
 * a decision or filing that may move a figure, so it refetches at once (a
 * burst of them costs one refetch); the poll covers the rest.
 */
export function useLiveDashboard(refetch: () => unknown): void {
  const refetchSoon = useCoalesced(refetch);
  useRefetchOnNotice('/', refetchSoon);
}
