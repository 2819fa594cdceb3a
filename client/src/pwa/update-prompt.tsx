import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';

import {
  activateWaiting,
  registerServiceWorker,
  type WorkerLike,
} from '@/pwa/service-worker-updates';

/**
 * Registers the service worker and, when a new version is deployed and its
 * worker waits, offers to switch: the app never goes on running stale code
 * without saying so.
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<WorkerLike | null>(null);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    registerServiceWorker(setWaiting).catch((error: unknown) => {
      // The app works without its worker (no offline use, no pushes): nothing to tell the user.
      console.warn('Service worker not registered:', error);
    });
  }, []);

  return (
    <Snackbar
      open={waiting !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="New version available"
      action={
        <Button
          color="secondary"
          size="small"
          disabled={reloading}
          onClick={() => {
            if (!waiting) return;
            setReloading(true);
            activateWaiting(waiting);
          }}
        >
          Reload
        </Button>
      }
    />
  );
}
