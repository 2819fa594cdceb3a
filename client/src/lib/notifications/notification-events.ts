import { useEffect, useEffectEvent } from 'react';

export interface LiveNotice {
  title: string;
  link?: string | null;
}

type Listener = (notice: LiveNotice) => void;
const listeners = new Set<Listener>();

/** Tells the screens on display that a live notification arrived (LiveNotifications calls it). */
export function announceNotice(notice: LiveNotice): void {
  for (const listener of listeners) listener(notice);
}

/**
 * Refetches a screen's data when a live notification about it arrives (its
 * link starts with `linkPrefix`): a decision made elsewhere — another staff
 * member, the system — shows without a reload.
 */
export function useRefetchOnNotice(linkPrefix: string, refetch: () => unknown): void {
  const onNotice = useEffectEvent((notice: LiveNotice) => {
    if (notice.link?.startsWith(linkPrefix)) void refetch();
  });
  useEffect(() => {
    const listener: Listener = (notice) => {
      onNotice(notice);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
