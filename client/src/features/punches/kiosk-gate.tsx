import { Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { storedKiosk, storedKioskKey, watchKiosk } from '@/features/punches/kiosk-key';
import { lazyComponent } from '@/lib/lazy-component';

const KioskScreen = lazyComponent(() =>
  import('@/features/punches/kiosk-screen').then((m) => m.default),
);

export const KIOSK_PATH = '/office/kiosk';

/**
 * Around every route: a browser set up as an office's kiosk shows the
 * full-screen kiosk at /office/kiosk, with its own key and no session or
 * app shell; otherwise that path is the office's kiosk management page.
 */
export function KioskGate() {
  const { pathname } = useLocation();
  const key = useSyncExternalStore(watchKiosk, storedKioskKey);
  const kiosk = key ? storedKiosk() : null;
  if (!kiosk || pathname.replace(/\/+$/, '') !== KIOSK_PATH) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <KioskScreen kiosk={kiosk} />
    </Suspense>
  );
}
