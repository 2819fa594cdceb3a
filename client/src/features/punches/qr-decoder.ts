import jsQR from 'jsqr';

/** An RGBA image, as a canvas's getImageData gives it. */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Below this width a QR's modules are two or three pixels wide: doubling them helps jsQR find the finder patterns. */
const UPSCALE_BELOW = 400;

/** The frame at `scale` times its size (2 or ½): each pixel repeated, or each 2×2 square averaged. */
function resized({ data, width, height }: Frame, scale: 2 | 0.5): Frame {
  const outWidth = Math.floor(width * scale);
  const outHeight = Math.floor(height * scale);
  const out = new Uint8ClampedArray(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      const to = (y * outWidth + x) * 4;
      if (scale === 2) {
        const from = ((y >> 1) * width + (x >> 1)) * 4;
        out.set(data.subarray(from, from + 3), to);
      } else {
        // Averaging smooths the sensor's noise and the screen's moiré away.
        for (let channel = 0; channel < 3; channel += 1) {
          const at = (dy: number, dx: number) =>
            data[((y * 2 + dy) * width + x * 2 + dx) * 4 + channel] ?? 0;
          out[to + channel] = (at(0, 0) + at(0, 1) + at(1, 0) + at(1, 1)) / 4;
        }
      }
      out[to + 3] = 255;
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

/**
 * The text of the QR code in a camera frame, or null. The kiosk shows dark
 * modules on light, so the inverted reading is not tried (it halves the work
 * per frame on a slow phone). A frame that does not read is tried once more:
 * a small one at twice its size, a large one at half its size.
 */
export function decodeQrFrame(frame: Frame): string | null {
  const read = (image: Frame) =>
    jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data || null;
  return read(frame) ?? read(resized(frame, frame.width < UPSCALE_BELOW ? 2 : 0.5));
}
