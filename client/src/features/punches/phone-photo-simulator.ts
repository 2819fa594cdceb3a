import type { QrMatrix } from '@/features/punches/qr-matrix';
import type { Frame } from '@/features/punches/qr-decoder';

/**
 * Photos of the kiosk's screen as a phone takes them, made from a QR's
 * modules: the screen tilted and turned in front of a pinhole camera, at a
 * phone's low preview resolution, with the defects of a photographed screen
 * (blur, sensor noise, uneven light, a glare spot, moiré, JPEG blocks). Used
 * by the decoder's test and by the journey's fake camera.
 */

/** A seeded random generator (mulberry32): the same seed gives the same photos. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PhotoConditions {
  width: number;
  height: number;
  /** The QR's width (with its quiet zone) over the frame's width, seen face on. */
  coverage: number;
  /** Turn of the phone around its lens, degrees. */
  roll: number;
  /** Tilt of the screen away from the lens around its horizontal and vertical axes, degrees. */
  pitch: number;
  yaw: number;
  /** Where the QR's centre sits, as a share of the frame from its centre. */
  offsetX: number;
  offsetY: number;
  /** The screen's black and white as the sensor sees them (0–1). */
  black: number;
  white: number;
  /** Room behind the screen (0–1). */
  background: number;
  /** Gaussian blur in frame pixels (focus, motion). */
  blur: number;
  /** Standard deviation of sensor noise (0–1 scale). */
  noise: number;
  /** Light falling off across the frame: brightness × (1 ± gradient). */
  gradient: number;
  gradientAngle: number;
  /** A glare spot: added brightness at its centre, its radius as a share of the width. */
  glare: number;
  glareRadius: number;
  glareX: number;
  glareY: number;
  /** Moiré between the screen's pixels and the sensor's: amplitude and period in pixels. */
  moire: number;
  moirePeriod: number;
  moireAngle: number;
  /** JPEG-like 8×8 blocks: how far each block's pixels are pulled to its mean. */
  blockiness: number;
}

// Local names: under Jest every read of the global Math crosses the test's sandbox, a hundred times slower.
const { PI, ceil, cos, exp, floor, imul, log, max, min, round, sin, sqrt } = Math;

const QUIET_ZONE = 4;
const SUPERSAMPLE = 2;

type Vector = [number, number, number];

function rotation(rollDeg: number, pitchDeg: number, yawDeg: number): (v: Vector) => Vector {
  const [r, p, y] = [(rollDeg * PI) / 180, (pitchDeg * PI) / 180, (yawDeg * PI) / 180];
  return ([x0, y0, z0]) => {
    // Roll around z, then pitch around x, then yaw around y.
    const x1 = x0 * cos(r) - y0 * sin(r);
    const y1 = x0 * sin(r) + y0 * cos(r);
    const y2 = y1 * cos(p) - z0 * sin(p);
    const z2 = y1 * sin(p) + z0 * cos(p);
    const x3 = x1 * cos(y) + z2 * sin(y);
    const z3 = -x1 * sin(y) + z2 * cos(y);
    return [x3, y2, z3];
  };
}

/** The screen as the QR's plane shows it, one value per module, quiet zone included. */
function screenModules(matrix: QrMatrix, c: PhotoConditions): Float32Array {
  const side = matrix.size + QUIET_ZONE * 2;
  const modules = new Float32Array(side * side);
  for (let row = 0; row < side; row += 1) {
    for (let col = 0; col < side; col += 1) {
      const [r, k] = [row - QUIET_ZONE, col - QUIET_ZONE];
      const inside = r >= 0 && k >= 0 && r < matrix.size && k < matrix.size;
      modules[row * side + col] = inside && matrix.dark(r, k) ? c.black : c.white;
    }
  }
  return modules;
}

/** The scene through the lens: each pixel's ray meets the screen's plane (pinhole camera, focal length = width). */
function project(matrix: QrMatrix, c: PhotoConditions): Float32Array {
  const { width, height } = c;
  const side = matrix.size + QUIET_ZONE * 2;
  const modules = screenModules(matrix, c);
  const rotate = rotation(c.roll, c.pitch, c.yaw);
  const [nx, ny, nz] = rotate([0, 0, 1]);
  const [ux, uy, uz] = rotate([1, 0, 0]);
  const [vx, vy, vz] = rotate([0, 1, 0]);
  const focal = width;
  // At distance 1 the frame's width spans width / focal = 1 world unit.
  const [cx, cy, cz] = [c.offsetX, c.offsetY, 1];
  const planeDepth = nx * cx + ny * cy + nz * cz;
  const scale = side / c.coverage;
  // The kiosk's page around the QR's white card is light grey; beyond it, the room.
  const page = side * 0.4;
  const image = new Float32Array(width * height);
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      let sum = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const rx = (px + (sx + 0.5) / SUPERSAMPLE - width / 2) / focal;
          const ry = (py + (sy + 0.5) / SUPERSAMPLE - height / 2) / focal;
          const t = planeDepth / (nx * rx + ny * ry + nz);
          const [hx, hy, hz] = [rx * t - cx, ry * t - cy, t - cz];
          const u = (hx * ux + hy * uy + hz * uz) * scale + side / 2;
          const v = (hx * vx + hy * vy + hz * vz) * scale + side / 2;
          if (t <= 0 || u < -page || v < -page || u > side + page || v > side + page) {
            sum += c.background;
          } else if (u < 0 || v < 0 || u >= side || v >= side) {
            sum += c.white * 0.9;
          } else {
            sum += modules[floor(v) * side + floor(u)] ?? c.white;
          }
        }
      }
      image[py * width + px] = sum / SUPERSAMPLE ** 2;
    }
  }
  return image;
}

function gaussianBlur(image: Float32Array, width: number, height: number, sigma: number) {
  if (sigma < 0.3) return image;
  const radius = ceil(sigma * 3);
  const kernel = Array.from({ length: radius * 2 + 1 }, (_, i) =>
    exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  const pass = (source: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(source.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        for (let k = -radius; k <= radius; k += 1) {
          const sx = horizontal ? min(width - 1, max(0, x + k)) : x;
          const sy = horizontal ? y : min(height - 1, max(0, y + k));
          sum += (source[sy * width + sx] ?? 0) * (kernel[k + radius] ?? 0);
        }
        out[y * width + x] = sum / total;
      }
    }
    return out;
  };
  return pass(pass(image, true), false);
}

function gaussian(random: () => number): number {
  const u = max(random(), 1e-12);
  return sqrt(-2 * log(u)) * cos(2 * PI * random());
}

/** Light, glare, moiré and noise, pixel by pixel. */
function expose(image: Float32Array, c: PhotoConditions, random: () => number) {
  const { width, height } = c;
  const gx = cos(c.gradientAngle);
  const gy = sin(c.gradientAngle);
  const mx = cos(c.moireAngle);
  const my = sin(c.moireAngle);
  const glareSigma = c.glareRadius * width;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const across = ((x / width - 0.5) * gx + (y / height - 0.5) * gy) * 2;
      const glareDistance = (x - c.glareX * width) ** 2 + (y - c.glareY * height) ** 2;
      image[i] =
        (image[i] ?? 0) * (1 + c.gradient * across) +
        c.glare * exp(-glareDistance / (2 * glareSigma * glareSigma)) +
        c.moire * sin((2 * PI * (x * mx + y * my)) / c.moirePeriod) +
        c.noise * gaussian(random);
    }
  }
}

function blocky(image: Float32Array, width: number, height: number, amount: number) {
  if (amount <= 0) return;
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      let sum = 0;
      let count = 0;
      for (let y = by; y < min(height, by + 8); y += 1)
        for (let x = bx; x < min(width, bx + 8); x += 1) {
          sum += image[y * width + x] ?? 0;
          count += 1;
        }
      const mean = sum / count;
      for (let y = by; y < min(height, by + 8); y += 1)
        for (let x = bx; x < min(width, bx + 8); x += 1) {
          const i = y * width + x;
          // Quantised like a coarse JPEG: detail pulled to the block's mean, in steps.
          image[i] = round((mean + ((image[i] ?? mean) - mean) * (1 - amount)) * 32) / 32;
        }
    }
  }
}

/** Grey brightness (0–1) for each pixel of the photo, row by row. */
export function photoLuminance(matrix: QrMatrix, c: PhotoConditions, seed: number): Float32Array {
  const random = seededRandom(seed);
  const image = gaussianBlur(project(matrix, c), c.width, c.height, c.blur);
  expose(image, c, random);
  blocky(image, c.width, c.height, c.blockiness);
  return image;
}

/** The photo as a canvas's RGBA pixels, as the punch page reads a camera frame. */
export function photoFrame(matrix: QrMatrix, c: PhotoConditions, seed: number): Frame {
  const luminance = photoLuminance(matrix, c, seed);
  const data = new Uint8ClampedArray(luminance.length * 4);
  luminance.forEach((value, i) => {
    const grey = round(value * 255);
    data[i * 4] = grey;
    data[i * 4 + 1] = grey;
    data[i * 4 + 2] = grey;
    data[i * 4 + 3] = 255;
  });
  return { data, width: c.width, height: c.height };
}
