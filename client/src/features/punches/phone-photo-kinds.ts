import { seededRandom, type PhotoConditions } from '@/features/punches/phone-photo-simulator';

/**
 * The kinds of phone photo the decoder's test makes, each the steady photo
 * with one way a real one goes wrong, and the punch URLs they show.
 */

export type Random = () => number;

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const pick = <T>(random: Random, values: [T, ...T[]]): T =>
  values[Math.floor(random() * values.length)] ?? values[0];

/** A punch URL as the server makes it: an origin and a URL-safe signed code. */
export function punchUrl(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const code = Array.from({ length: 43 + Math.floor(random() * 20) }, () =>
    pick(random, [...alphabet] as [string, ...string[]]),
  ).join('');
  const origin = pick(random, [
    'https://sasm.university.edu.ph',
    'http://localhost:5173',
    'http://192.168.1.20:3000',
  ]);
  return `${origin}/dtr/punch?c=${code}`;
}

/** A phone held in front of the kiosk with care: the base every kind of photo starts from. */
export function steady(random: Random): PhotoConditions {
  const width = pick(random, [480, 640]);
  return {
    width,
    height: Math.round((width * 3) / 4),
    coverage: between(random, 0.4, 0.62),
    roll: between(random, -15, 15),
    pitch: between(random, -8, 8),
    yaw: between(random, -8, 8),
    offsetX: between(random, -0.05, 0.05),
    offsetY: between(random, -0.04, 0.04),
    black: between(random, 0.05, 0.2),
    white: between(random, 0.75, 0.95),
    background: between(random, 0.15, 0.5),
    blur: between(random, 0, 0.6),
    noise: between(random, 0, 0.02),
    gradient: between(random, 0, 0.15),
    gradientAngle: between(random, 0, 2 * Math.PI),
    glare: 0,
    glareRadius: 0.2,
    glareX: 0.5,
    glareY: 0.5,
    moire: 0,
    moirePeriod: 5,
    moireAngle: 0,
    blockiness: 0,
  };
}

/** The kinds of photo, each the steady photo with one way a real one goes wrong. */
export const PHOTO_KINDS: Record<string, (random: Random) => Partial<PhotoConditions>> = {
  steady: () => ({}),
  'tilted up to 25°, any turn': (random) => ({
    roll: between(random, -180, 180),
    pitch: between(random, -25, 25),
    yaw: between(random, -25, 25),
  }),
  'low resolution (240 px wide)': (random) => ({
    width: 240,
    height: 180,
    coverage: between(random, 0.5, 0.68),
  }),
  blurred: (random) => ({ blur: between(random, 0.8, 1.6) }),
  'uneven light and glare': (random) => ({
    gradient: between(random, 0.3, 0.6),
    glare: between(random, 0.3, 0.8),
    glareRadius: between(random, 0.05, 0.15),
    glareX: between(random, 0.3, 0.7),
    glareY: between(random, 0.3, 0.7),
  }),
  'moiré, noise and JPEG blocks': (random) => ({
    moire: between(random, 0.04, 0.12),
    moirePeriod: between(random, 3, 12),
    moireAngle: between(random, 0, Math.PI),
    noise: between(random, 0.03, 0.07),
    blockiness: between(random, 0.2, 0.5),
  }),
  'all at once, moderate': (random) => ({
    width: pick(random, [320, 480]),
    roll: between(random, -180, 180),
    pitch: between(random, -15, 15),
    yaw: between(random, -15, 15),
    blur: between(random, 0.4, 1),
    noise: between(random, 0.02, 0.04),
    gradient: between(random, 0.2, 0.4),
    glare: between(random, 0.2, 0.4),
    glareRadius: 0.1,
    glareX: between(random, 0.2, 0.8),
    glareY: between(random, 0.2, 0.8),
    moire: between(random, 0.02, 0.06),
    moirePeriod: between(random, 3, 8),
    blockiness: between(random, 0.1, 0.3),
  }),
};

/** The conditions of the photo: a steady one, spoilt the kind's way. */
export function photoConditions(kind: string, random: Random): PhotoConditions {
  const base = steady(random);
  const spoilt = { ...base, ...PHOTO_KINDS[kind]?.(random) };
  return { ...spoilt, height: Math.round((spoilt.width * 3) / 4) };
}

export { seededRandom };
