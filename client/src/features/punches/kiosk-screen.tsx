import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { forgetKiosk, type KioskIdentity } from '@/features/punches/kiosk-key';
import { KioskQr } from '@/features/punches/kiosk-qr';
import { direction } from '@/features/punches/punch-result';
import { useKioskFeed } from '@/features/punches/use-kiosk-feed';
import { useWakeLock } from '@/features/punches/use-wake-lock';

const DEFAULT_STEP_MS = 30_000;
const RECENT_MS = 60_000;

const clock = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
const shortTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

// The gate draws the kiosk instead of the app's shell: the page is the kiosk's alone.
const fullScreen = { minHeight: '100vh', bgcolor: 'background.default' } as const;

function Revoked() {
  return (
    <Box component="main" sx={{ ...fullScreen, display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography variant="h4" component="h1">
          This kiosk was revoked
        </Typography>
        <Typography>
          Its key no longer works. Office staff can set this screen up again after signing in.
        </Typography>
        <Button variant="contained" onClick={forgetKiosk} sx={{ alignSelf: 'flex-start' }}>
          Back to setup
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The office's screen: the name, a large clock, the QR that changes every
 * step with the time left, and who punched in the last minute.
 */
export default function KioskScreen({ kiosk }: { kiosk: KioskIdentity }) {
  useWakeLock();
  const { feed, clockOffsetMs, connected, revoked } = useKioskFeed(kiosk.key);
  const now = useNow(250) + clockOffsetMs;
  const [stepMs, setStepMs] = useState(DEFAULT_STEP_MS);
  const [lastUntil, setLastUntil] = useState<string | null>(null);
  const validUntil = feed?.code.validUntil ?? null;
  if (validUntil !== lastUntil) {
    const gap = lastUntil && validUntil ? Date.parse(validUntil) - Date.parse(lastUntil) : 0;
    if (gap > 0 && gap <= 5 * 60_000) setStepMs(gap);
    setLastUntil(validUntil);
  }

  // The key is forgotten when staff go back to setup: until then a reload says the same.
  if (revoked) return <Revoked />;

  const remainingMs = validUntil ? Date.parse(validUntil) - now : 0;
  // A code past its step would be refused: while reconnecting it is not left on screen.
  const code = feed && remainingMs > 0 ? feed.code : null;
  const recent = (feed?.recentPunches ?? []).filter(
    (punch) => now - Date.parse(punch.at) < RECENT_MS,
  );

  return (
    <Box component="main" sx={{ ...fullScreen, p: { xs: 2, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', minHeight: '100%' }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 600 }}>
          {feed?.code.officeName ?? kiosk.name}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '2.5rem', md: '4.5rem' }, fontVariantNumeric: 'tabular-nums' }}
        >
          {clock.format(now)}
        </Typography>
        {!connected && (
          <Alert severity="warning" role="status">
            Reconnecting…
          </Alert>
        )}
        <Box sx={{ width: 'min(70vh, 90vw)', aspectRatio: '1 / 1', maxWidth: 560 }}>
          {code ? (
            <KioskQr url={code.url} />
          ) : (
            <Box
              sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center' }}
              role="status"
            >
              <Typography color="text.secondary">Waiting for the code…</Typography>
            </Box>
          )}
        </Box>
        <Box sx={{ width: 'min(70vh, 90vw)', maxWidth: 560 }}>
          <LinearProgress
            variant="determinate"
            value={code ? Math.min(100, (remainingMs / stepMs) * 100) : 0}
            aria-label="Time left for this code"
          />
        </Box>
        <Typography color="text.secondary">
          Scan with the SASM-IMS app (Punch in) or your phone&apos;s camera.
        </Typography>
        <Box component="section" aria-labelledby="kiosk-recent" sx={{ minHeight: 120 }}>
          <Typography id="kiosk-recent" variant="h6" component="h2">
            Punched in the last minute
          </Typography>
          <Box aria-live="polite">
            {recent.length === 0 ? (
              <Typography color="text.secondary">No one yet.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {recent.map((punch) => (
                  <Typography
                    component="li"
                    key={`${punch.firstName}-${punch.at}`}
                    sx={{ fontSize: '1.5rem' }}
                  >
                    {punch.firstName} — {direction(punch.slot)}{' '}
                    {shortTime.format(new Date(punch.at))}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
