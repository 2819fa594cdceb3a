import { describe, expect, it } from '@jest/globals';

import {
  PHOTO_KINDS,
  photoConditions,
  punchUrl,
  seededRandom,
} from '@/features/punches/phone-photo-kinds';
import { photoFrame } from '@/features/punches/phone-photo-simulator';
import { decodeQrFrame } from '@/features/punches/qr-decoder';
import { qrMatrix } from '@/features/punches/qr-matrix';

const PER_KIND = 12;

/** The least share read of each kind and of all, set below what was measured (a seeded run). */
const LEAST_SHARE: Record<string, number> = {
  steady: 0.95,
  'tilted up to 25°, any turn': 0.95,
  'low resolution (240 px wide)': 0.95,
  blurred: 0.85,
  'uneven light and glare': 0.95,
  'moiré, noise and JPEG blocks': 0.55,
  'all at once, moderate': 0.6,
};
const LEAST_SHARE_OF_ALL = 0.85;

describe(decodeQrFrame.name, () => {
  it('reads phone photos of the kiosk screen and never misreads one', () => {
    const random = seededRandom(20240611);
    const shares: Record<string, number> = {};
    let read = 0;
    let total = 0;
    for (const kind of Object.keys(PHOTO_KINDS)) {
      let readOfKind = 0;
      for (let n = 0; n < PER_KIND; n += 1) {
        const text = punchUrl(random);
        const conditions = photoConditions(kind, random);
        const decoded = decodeQrFrame(photoFrame(qrMatrix(text), conditions, n));
        if (decoded !== null) expect(decoded).toBe(text);
        if (decoded === text) readOfKind += 1;
      }
      shares[kind] = readOfKind / PER_KIND;
      read += readOfKind;
      total += PER_KIND;
    }
    const report = Object.entries(shares)
      .map(([kind, share]) => `  ${kind}: ${(share * 100).toFixed(0)} %`)
      .join('\n');
    console.info(
      `QR photos read: ${String(read)} of ${String(total)} (${((read / total) * 100).toFixed(1)} %)\n${report}`,
    );
    for (const [kind, share] of Object.entries(shares)) {
      expect({ kind, share: share >= (LEAST_SHARE[kind] ?? 1) }).toEqual({ kind, share: true });
    }
    expect(read / total).toBeGreaterThanOrEqual(LEAST_SHARE_OF_ALL);
  });
});
