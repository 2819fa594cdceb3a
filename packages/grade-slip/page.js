/**
 * A photographed page found on the desk around it (issue #34).
 */
import { blobs, blur, inkOf, resize } from './pixels.js';

/**
 * A photographed page on a desk: the page is the largest bright region of a
 * blurred small copy. Everything outside it turns white (a desk's grain would
 * be read as letters) and the picture is cropped to it. Undefined when the
 * page fills the picture (a screenshot, a scan).
 */
export function pageOf(image) {
  const factor = Math.max(1, Math.round(Math.max(image.width, image.height) / 400));
  const small = blur(
    resize(image, Math.round(image.width / factor), Math.round(image.height / factor)),
    2,
  );
  const { width, height } = small;
  const bright = inkOf(small).map((ink) => 1 - ink);
  const largest = blobs(bright, width, height).sort((a, b) => b.pixels - a.pixels)[0];
  if (!largest) return undefined;
  const boxArea = (largest.right - largest.left + 1) * (largest.bottom - largest.top + 1);
  if (boxArea > width * height * 0.9) return undefined;
  // Each row of the page from its first bright pixel to its last: the letters' holes filled.
  const spans = [];
  for (let y = 0; y < height; y += 1) {
    let first = -1;
    let last = -1;
    for (let x = largest.left; x <= largest.right; x += 1) {
      if (!bright[y * width + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    // One small pixel in from each edge: the page's rim is no part of it.
    const inside = y > largest.top && y < largest.bottom && last - first > 2;
    spans.push(inside ? [first + 1, last - 1] : undefined);
  }
  return { factor, spans, box: largest };
}

export function onPage(image, page) {
  const { factor, spans, box } = page;
  const left = box.left * factor;
  const top = box.top * factor;
  const width = Math.min(image.width, (box.right + 1) * factor) - left;
  const height = Math.min(image.height, (box.bottom + 1) * factor) - top;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y += 1) {
    const span = spans[Math.min(spans.length - 1, Math.floor((y + top) / factor))];
    if (!span) continue;
    const from = Math.max(left, span[0] * factor);
    const to = Math.min(left + width - 1, (span[1] + 1) * factor - 1);
    for (let x = from; x <= to; x += 1)
      out[y * width + x - left] = image.data[(y + top) * image.width + x];
  }
  return { width, height, data: out };
}
