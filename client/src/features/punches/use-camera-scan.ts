import { useEffect, useRef, useState } from 'react';

import { decodeQrFrame } from '@/features/punches/qr-decoder';

export type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

/** The browser's own QR reader (Chrome on Android); iOS Safari has none. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_EVERY_MS = 250;
/** Frames are read at most this wide: enough for the kiosk's modules, light on a slow phone. */
const FRAME_WIDTH = 640;

function jsQrReader(): (video: HTMLVideoElement) => string | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodeQrFrame(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}

async function reader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const read = jsQrReader();
  return (video) => Promise.resolve(read(video));
}

/**
 * The rear camera in `video`, read for a QR code a few times a second until
 * `onText` is given one; `active` false stops the camera.
 */
export function useCameraScan(active: boolean, onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  });

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        const name = (error as { name?: string }).name;
        return setState(
          name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
        );
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setState('scanning');
      const read = await reader();
      const tick = async () => {
        if (stopped) return;
        const text = await read(video).catch(() => null);
        if (text && !stopped) latest.current(text);
        else timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      setState('starting');
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active]);

  return { videoRef, state };
}
