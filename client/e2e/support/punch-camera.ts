import { writeFile } from 'node:fs/promises';

import { request, type APIRequestContext, type Page } from '@playwright/test';

import {
  photoLuminance,
  type PhotoConditions,
} from '../../src/features/punches/phone-photo-simulator';
import { qrMatrix } from '../../src/features/punches/qr-matrix';

import { graphqlData } from './accounts';

const CREATE_KIOSK = `mutation Create($input: CreateKioskInput!) {
  createKiosk(input: $input) { key }
}`;

/** A kiosk of the signed-in office staff's office, made through the API: its key. */
export async function newKioskKey(staff: Page, name: string): Promise<string> {
  const { createKiosk } = await graphqlData<{ createKiosk: { key: string } }>(staff, CREATE_KIOSK, {
    input: { name },
  });
  return createKiosk.key;
}

interface Feed {
  code: { url: string };
  recentPunches: { firstName: string; slot: string }[];
}

/** What the kiosk's screen shows now, read as the kiosk (its key, no session). */
export async function kioskFeed(baseURL: string, key: string): Promise<Feed> {
  const api: APIRequestContext = await request.newContext({ baseURL });
  try {
    const response = await api.get('/api/kiosk/feed', { headers: { 'X-Kiosk-Key': key } });
    return ((await response.json()) as { feed: Feed }).feed;
  } finally {
    await api.dispose();
  }
}

/** The phone's view of the kiosk: a grey room, the screen slightly tilted, a little blur and noise. */
const CAMERA: PhotoConditions = {
  width: 640,
  height: 480,
  coverage: 0.5,
  roll: 4,
  pitch: 10,
  yaw: -8,
  offsetX: 0.02,
  offsetY: -0.01,
  black: 0.12,
  white: 0.88,
  background: 0.5,
  blur: 0.6,
  noise: 0.015,
  gradient: 0.1,
  gradientAngle: 0.5,
  glare: 0,
  glareRadius: 0.2,
  glareX: 0.5,
  glareY: 0.5,
  moire: 0,
  moirePeriod: 5,
  moireAngle: 0,
  blockiness: 0,
};

/**
 * A Y4M video (4:2:0, grey) of the kiosk's QR of `url` as a phone's camera
 * sees it, for Chromium's fake camera (--use-file-for-fake-video-capture).
 */
export async function writeQrVideo(file: string, url: string): Promise<void> {
  const { width, height } = CAMERA;
  const luma = Buffer.from(
    Array.from(photoLuminance(qrMatrix(url), CAMERA, 1), (value) =>
      Math.max(16, Math.min(235, Math.round(16 + value * 219))),
    ),
  );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(
    `YUV4MPEG2 W${String(width)} H${String(height)} F10:1 Ip A1:1 C420jpeg\n`,
  );
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
}
