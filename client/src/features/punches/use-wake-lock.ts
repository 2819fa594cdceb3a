import { useEffect } from 'react';

/** Keeps the screen on while mounted (Wake Lock API where present; taken again when the tab shows again). */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (
      navigator as { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }
    ).wakeLock;
    if (!wakeLock) return;
    let lock: { release(): Promise<void> } | undefined;
    let released = false;
    const take = () => {
      if (document.visibilityState !== 'visible' || released) return;
      wakeLock.request('screen').then(
        (taken) => {
          lock = taken;
        },
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
