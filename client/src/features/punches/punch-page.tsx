import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { punchCodeOf } from '@/features/punches/punch-code';
import { PunchResultView } from '@/features/punches/punch-result';
import { useCameraScan, type CameraState } from '@/features/punches/use-camera-scan';
import { usePunch, type PunchOutcome } from '@/features/punches/use-punch';
import { usePageTitle } from '@/lib/use-page-title';

const CAMERA_HELP: Partial<Record<CameraState, string>> = {
  denied:
    "The camera is blocked for this site. Allow it in the browser's site settings and reload, or scan the office screen with your phone's camera app: it opens this page by itself.",
  unavailable:
    "No camera could be opened here. Scan the office screen with your phone's camera app instead: it opens this page by itself.",
};

function Outcome({ outcome }: { outcome: PunchOutcome }) {
  if (outcome.kind === 'sending') return <LinearProgress aria-label="Sending the punch" />;
  if (outcome.kind === 'punched') return <PunchResultView result={outcome.result} />;
  if (outcome.kind === 'refused') return <Alert severity="error">{outcome.message}</Alert>;
  return (
    <Alert severity="info" icon={<CloudOffIcon />} role="status">
      Saved on this phone — it will be sent when you are back online.
    </Alert>
  );
}

/** The scholar's punch: the rear camera reads the office screen's QR, or the QR's link opens this page. */
export default function PunchPage() {
  usePageTitle('Punch in');
  const [params, setParams] = useSearchParams();
  const { outcome, punch, reset, lateOutcomes, waiting } = usePunch();
  const [notOurs, setNotOurs] = useState(false);
  const linked = useRef(params.get('c'));

  // The QR's link, opened by the phone's camera app: sent at once, then out of the address.
  useEffect(() => {
    const code = linked.current;
    if (!code) return;
    linked.current = null;
    setParams({}, { replace: true });
    void punch(code);
  }, [punch, setParams]);

  const scanning = outcome === null;
  const { videoRef, state: cameraState } = useCameraScan(scanning, (text) => {
    const code = punchCodeOf(text);
    setNotOurs(code === null);
    if (code) void punch(code);
  });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Punch in
        </Typography>
        <Typography color="text.secondary">
          Point the camera at the code on your office&apos;s screen.
        </Typography>
        {waiting > 0 && (
          <Alert severity="info" icon={<CloudOffIcon />}>
            {waiting === 1 ? 'One scan is' : `${String(waiting)} scans are`} saved on this phone —
            sent when you are back online.
          </Alert>
        )}
        {lateOutcomes.map((late, index) => (
          <Card key={index} variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                A scan saved on this phone was sent
              </Typography>
              <Outcome outcome={late} />
            </CardContent>
          </Card>
        ))}
        {outcome ? (
          <Stack spacing={2}>
            <Outcome outcome={outcome} />
            <Button variant="contained" onClick={reset} sx={{ alignSelf: 'flex-start' }}>
              Scan again
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1}>
            {CAMERA_HELP[cameraState] ? (
              <Alert severity="warning">{CAMERA_HELP[cameraState]}</Alert>
            ) : (
              <Box
                component="video"
                ref={videoRef}
                muted
                playsInline
                aria-label="Camera view"
                sx={{ width: '100%', borderRadius: 1, bgcolor: 'grey.900', aspectRatio: '4 / 3' }}
              />
            )}
            {cameraState === 'starting' && <LinearProgress aria-label="Opening the camera" />}
            {notOurs && (
              <Alert severity="warning">
                That code is not your office&apos;s punch code. Scan the code on the office screen.
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
