import { Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { storedKiosk, storedKioskKey, watchKiosk } from '@/features/punches/kiosk-key';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyComponent } from '@/lib/lazy-component';

const KioskScreen = lazyComponent(() =>
  import('@/features/punches/kiosk-screen').then((m) => m.default),
);

export const KIOSK_PATH = '/office/kiosk';

/**
 * Around every route: a browser set up as an office's kiosk shows the
 * full-screen kiosk at /office/kiosk, with its own key and no session or
 * app shell; otherwise (signed in too) that path is the office's kiosk
 * management page.
 */
export function KioskGate() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const key = useSyncExternalStore(watchKiosk, storedKioskKey);
  const kiosk = key ? storedKiosk() : null;
  // Signed in, the browser is staff's (the server takes one credential at a time).
  if (!kiosk || user || pathname.replace(/\/+$/, '') !== KIOSK_PATH) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <KioskScreen kiosk={kiosk} />
    </Suspense>
  );
}
