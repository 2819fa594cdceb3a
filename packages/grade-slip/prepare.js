/**
 * A picture of a grade slip made ready for OCR (issue #34), the same in the
 * browser and in Node: RGBA pixels in, a gray picture out whose text is the
 * height Tesseract reads best, on an even white background, level, with the
 * table's rules taken out. Plain loops over typed arrays: no library, nothing
 * to download, and the browser loads it with the scan.
 */
import { pageOf, straightened } from './page.js';
import {
  blobs,
  blur,
  grayOf,
  inkOf,
  labelled,
  maxFilter,
  median,
  resize,
  sampled,
} from './pixels.js';

/** The glyph height (in pixels, median over the page's letters) Tesseract reads best. */
const TARGET_GLYPH = 24;
const MIN_SCALE = 0.35;
const MAX_SCALE = 4;
/** Skew searched, degrees either way, and the step of the fine search. */
const MAX_SKEW = 10;
// On an evened page (paper near white): a mark too light to be a letter's stroke, which
// OCR still reads (a scan's grey specks, a dotted rule printed light).
const FAINT = 225;

export { grayOf, resize } from './pixels.js';

let evenedTable;

/** A shade divided by its paper's brightness, for every pair (paper × 256 + shade), worked out once. */
function evenedShades() {
  if (evenedTable) return evenedTable;
  evenedTable = new Uint8Array(256 * 256);
  for (let paper = 0; paper < 256; paper += 1)
    for (let shade = 0; shade < 256; shade += 1)
      evenedTable[(paper << 8) | shade] = Math.min(
        255,
        Math.round((shade * 255) / Math.max(paper, 1)),
      );
  return evenedTable;
}

/**
 * The paper's brightness under the text, estimated on a small copy: the
 * brightest pixel around each (text is darker than its paper), smoothed.
 * Dividing by it evens out shadows, uneven light, tinted paper and zebra rows.
 */
function flatten(image, glyph) {
  const factor = Math.max(1, Math.floor(glyph / 4));
  const small = resize(
    image,
    Math.max(1, Math.round(image.width / factor)),
    Math.max(1, Math.round(image.height / factor)),
  );
  const radius = Math.max(2, Math.round((glyph * 1.5) / factor));
  const paper = resize(blur(maxFilter(small, radius), radius), image.width, image.height);
  const out = new Uint8Array(image.data.length);
  const evened = evenedShades();
  for (let i = 0; i < out.length; i += 1) out[i] = evened[(paper.data[i] << 8) | image.data[i]];
  return { width: image.width, height: image.height, data: out };
}

/** The value below which `share` of a histogram's counts lie. */
function percentile(histogram, share) {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (let value = 0; value < histogram.length; value += 1) {
    seen += histogram[value];
    if (seen > total * share) return value;
  }
  return histogram.length - 1;
}

/**
 * How steep the page's steepest brightness steps are against its contrast
 * (paper to ink): near a half where a letter's edge takes a pixel or two, as
 * on a screenshot or a scan; a blurred photo's edges spread over several.
 */
export function edgeSlope(image) {
  const { width, height, data } = image;
  const shades = new Array(256).fill(0);
  for (const value of data) shades[value] += 1;
  const steps = new Array(256).fill(0);
  for (let y = 1; y < height - 1; y += 2)
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const across = Math.abs(data[at + 1] - data[at - 1]);
      const down = Math.abs(data[at + width] - data[at - width]);
      steps[Math.max(across, down)] += 1;
    }
  steps[0] = 0;
  const contrast = Math.max(1, percentile(shades, 0.9) - percentile(shades, 0.01));
  return percentile(steps, 0.99) / 2 / contrast;
}

/** Below this edge slope a page is blurred enough to be sharpened. */
const BLURRED = 0.3;

/**
 * A blurred photo's letters sharpened (an unsharp mask): each pixel pushed
 * away from its neighbourhood's mean, so strokes the blur ran together part.
 */
function sharpened(image, glyph) {
  const soft = blur(image, Math.max(1, Math.round(glyph / 6)));
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i += 1)
    out[i] = Math.max(0, Math.min(255, image.data[i] * 3 - soft.data[i] * 2));
  return { width: image.width, height: image.height, data: out };
}

/**
 * A scan's specks whitened: blobs smaller than a third of a letter with no
 * other ink within half a letter. A decimal point, the dot of an i and a
 * colon stand that close to their neighbours and stay.
 */
function withoutSpecks(image, glyph) {
  const { width, height } = image;
  const { labels, byLabel } = labelled(inkOf(image), width, height);
  const small = glyph / 3;
  const reach = Math.round(glyph / 2);
  const out = new Uint8Array(image.data);
  for (const [label, box] of byLabel) {
    if (box.right - box.left + 1 > small || box.bottom - box.top + 1 > small) continue;
    let alone = true;
    for (
      let y = Math.max(0, box.top - reach);
      alone && y <= Math.min(height - 1, box.bottom + reach);
      y += 1
    )
      for (
        let x = Math.max(0, box.left - reach);
        x <= Math.min(width - 1, box.right + reach);
        x += 1
      ) {
        const other = labels[y * width + x];
        if (other && other !== label) {
          alone = false;
          break;
        }
      }
    if (!alone) continue;
    for (let y = box.top; y <= box.bottom; y += 1)
      for (let x = box.left; x <= box.right; x += 1)
        if (labels[y * width + x] === label) out[y * width + x] = 255;
  }
  return { width, height, data: out };
}

/**
 * The median height of the blobs shaped like letters: taller than a speck,
 * shorter than half the picture, not a long rule.
 */
export function glyphHeight(image) {
  const ink = inkOf(image);
  const heights = blobs(ink, image.width, image.height)
    .map((box) => ({ w: box.right - box.left + 1, h: box.bottom - box.top + 1 }))
    .filter(({ w, h }) => h >= 4 && h <= image.height / 2 && w <= h * 3 && w * 8 >= h)
    .map(({ h }) => h);
  return heights.length >= 10 ? median(heights) : undefined;
}

/**
 * The ink of blobs that touch the picture's border cleared: a scanner's lid or
 * the edge of the glass prints a dark straight band there, level with the
 * scanner and not with the page, which would outweigh the rows of text.
 */
function withoutBorderInk(ink, width, height) {
  const { labels, byLabel } = labelled(ink, width, height);
  const border = new Set();
  for (const [label, box] of byLabel)
    if (box.left === 0 || box.top === 0 || box.right === width - 1 || box.bottom === height - 1)
      border.add(label);
  if (border.size === 0) return ink;
  const kept = new Uint8Array(ink);
  for (let i = 0; i < kept.length; i += 1) if (border.has(labels[i])) kept[i] = 0;
  return kept;
}

/**
 * How sharp the rows' ink profile is with the page turned by `degrees`: the
 * steps between neighbouring rows' ink counts, squared and summed.
 */
function profileScore(ink, height, degrees) {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const rows = new Float64Array(height * 2);
  for (let i = 0; i < ink.xs.length; i += 1) {
    const row = Math.round(ink.ys[i] * cos - ink.xs[i] * sin + height / 2);
    if (row >= 0 && row < rows.length) rows[row] += 1;
  }
  let score = 0;
  for (let i = 1; i < rows.length; i += 1) score += (rows[i] - rows[i - 1]) ** 2;
  return score;
}

/** Where the ink is, pixel by pixel: a page is mostly paper, so each angle tried visits only these. */
function inkPlaces(ink, width) {
  let count = 0;
  for (const value of ink) count += value;
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  for (let i = 0, k = 0; i < ink.length; i += 1)
    if (ink[i]) {
      xs[k] = i % width;
      ys[k] = Math.floor(i / width);
      k += 1;
    }
  return { xs, ys };
}

/** The angle (degrees) that makes the lines of text level: sharpest row profile. */
export function skewOf(image) {
  const factor = Math.max(1, Math.floor(image.width / 800));
  const small =
    factor > 1
      ? resize(image, Math.round(image.width / factor), Math.round(image.height / factor))
      : image;
  const ink = inkPlaces(withoutBorderInk(inkOf(small), small.width, small.height), small.width);
  let best = 0;
  let bestScore = -1;
  const search = (from, to, step) => {
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = profileScore(ink, small.height, angle);
      if (score > bestScore) {
        bestScore = score;
        best = angle;
      }
    }
  };
  search(-MAX_SKEW, MAX_SKEW, 1);
  const coarse = best;
  search(coarse - 1, coarse + 1, 0.1);
  return best;
}

/** Turned by `degrees` about its centre (bilinear), the corners filled with white. */
export function rotate(image, degrees) {
  if (Math.abs(degrees) < 0.05) return image;
  const { width, height } = image;
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // The source of (x, y): the inverse turn.
      const dx = x - cx;
      const dy = y - cy;
      const sx = cx + dx * cos - dy * sin;
      const sy = cy + dx * sin + dy * cos;
      out[y * width + x] = sampled(image, sx, sy) ?? 255;
    }
  }
  return { width, height, data: out };
}

/**
 * Light text on a dark fill (a portal's header row) turned dark on light, as
 * the rest of the page is: the fills are bands of ink a line or two high,
 * mostly solid and solid along their edges, inside the picture (a dark desk around a photographed page
 * reaches its edges).
 */
function withoutFills(image, glyph) {
  const ink = inkOf(image);
  // A fill's edges are solid across it; a blurred word's top and bottom are not.
  const solidRow = (y, box) => {
    let inked = 0;
    for (let x = box.left; x <= box.right; x += 1) inked += ink[y * image.width + x];
    return inked >= (box.right - box.left + 1) * 0.8;
  };
  const fills = blobs(ink, image.width, image.height).filter((box) => {
    const width = box.right - box.left + 1;
    const height = box.bottom - box.top + 1;
    const inside =
      box.left > 0 && box.top > 0 && box.right < image.width - 1 && box.bottom < image.height - 1;
    return (
      inside &&
      width > glyph * 8 &&
      height > glyph &&
      height < glyph * 4 &&
      box.pixels > width * height * 0.5 &&
      solidRow(box.top + 1, box) &&
      solidRow(box.bottom - 1, box)
    );
  });
  if (fills.length === 0) return image;
  const out = new Uint8Array(image.data);
  for (const box of fills)
    for (let y = box.top; y <= box.bottom; y += 1)
      for (let x = box.left; x <= box.right; x += 1)
        out[y * image.width + x] = 255 - out[y * image.width + x];
  return { width: image.width, height: image.height, data: out };
}

/**
 * Table rules whitened: runs of ink along a row many letters long, or down a
 * column taller than any letter, which OCR reads as `|`, `_` or `[` beside the
 * numbers.
 */
function withoutRules(image, glyph) {
  const { width, height } = image;
  const ink = inkOf(image);
  const out = new Uint8Array(image.data);
  const minRun = Math.round(glyph * 8);
  const whiten = (start, length, step) => {
    for (let k = 0; k < length; k += 1) out[start + k * step] = 255;
  };
  for (let y = 0; y < height; y += 1) {
    let run = 0;
    for (let x = 0; x <= width; x += 1) {
      if (x < width && ink[y * width + x]) run += 1;
      else {
        if (run >= minRun) whiten(y * width + x - run, run, 1);
        run = 0;
      }
    }
  }
  withoutDottedRules(inkOf(image, FAINT), out, width, height, glyph);
  for (let x = 0; x < width; x += 1) {
    let run = 0;
    for (let y = 0; y <= height; y += 1) {
      if (y < height && ink[y * width + x]) run += 1;
      else {
        if (run > glyph * 4) whiten((y - run) * width + x, run, width);
        run = 0;
      }
    }
  }
  return { width, height, data: out };
}

/**
 * A dotted, dashed or broken rule whitened in `out`: marks along a row with
 * gaps narrower than a third of a letter, many letters long, and mostly thin
 * (each mark's run down its column no taller than a third of a letter, where
 * a letter's strokes go on). The thin runs are whitened whole, so a rule a few
 * pixels thick goes at once.
 */
function withoutDottedRules(marks, out, width, height, glyph) {
  const maxGap = Math.max(2, Math.round(glyph / 3));
  const minRun = Math.round(glyph * 8);
  const maxThick = Math.max(3, Math.round(glyph / 3));
  const { top, length } = columnRuns(marks, width, height);
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    let last = -1;
    let marked = 0;
    let thin = 0;
    const end = () => {
      if (start >= 0 && last - start + 1 >= minRun && thin >= marked * 0.7)
        for (let x = start; x <= last; x += 1) {
          const at = y * width + x;
          if (!marks[at] || length[at] > maxThick) continue;
          for (let row = top[at]; row < top[at] + length[at]; row += 1) out[row * width + x] = 255;
        }
      start = -1;
      marked = 0;
      thin = 0;
    };
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      if (!marks[at]) {
        if (start >= 0 && x - last > maxGap) end();
        continue;
      }
      if (start < 0) start = x;
      last = x;
      marked += 1;
      if (length[at] <= maxThick) thin += 1;
    }
    end();
  }
}

/** For each marked pixel, the run of marks down its column it belongs to: where it starts, how long it is. */
function columnRuns(marks, width, height) {
  const top = new Uint16Array(marks.length);
  const length = new Uint16Array(marks.length);
  for (let x = 0; x < width; x += 1) {
    let y = 0;
    while (y < height) {
      if (!marks[y * width + x]) {
        y += 1;
        continue;
      }
      let end = y;
      while (end < height && marks[end * width + x]) end += 1;
      for (let row = y; row < end; row += 1) {
        top[row * width + x] = y;
        length[row * width + x] = Math.min(end - y, 65535);
      }
      y = end;
    }
  }
  return { top, length };
}

/**
 * The whole preparation, step by step; `steps` names which ran (the
 * measurement prints what each adds). The scale is chosen from the letters'
 * height on an evened copy, so small screenshots grow and large photos shrink.
 */
export function prepareSlip(rgba, { skip = [] } = {}) {
  const steps = [];
  let image = grayOf(rgba);
  const page = skip.includes('page') ? undefined : pageOf(image);
  if (page) {
    image = straightened(image, page.quad, page.factor * 2);
    steps.push('page');
  }
  const firstGuess = Math.max(8, Math.round(Math.min(image.width, image.height) / 60));
  const glyph = glyphHeight(flatten(image, firstGuess)) ?? firstGuess;
  if (!skip.includes('scale')) {
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, TARGET_GLYPH / glyph));
    if (Math.abs(scale - 1) > 0.1) {
      image = resize(image, Math.round(image.width * scale), Math.round(image.height * scale));
      steps.push(`scale ×${scale.toFixed(2)}`);
    }
  }
  const glyphNow = skip.includes('scale') ? glyph : TARGET_GLYPH;
  if (!skip.includes('fills')) {
    const before = image;
    image = withoutFills(image, glyphNow);
    if (image !== before) steps.push('fills');
  }
  if (!skip.includes('flatten')) {
    image = flatten(image, glyphNow);
    steps.push('flatten');
  }
  if (!skip.includes('sharpen') && edgeSlope(image) < BLURRED) {
    image = sharpened(image, glyphNow);
    steps.push('sharpen');
  }
  if (!skip.includes('deskew')) {
    const angle = skewOf(image);
    if (Math.abs(angle) >= 0.2) {
      image = rotate(image, angle);
      steps.push(`deskew ${angle.toFixed(1)}°`);
    }
  }
  if (!skip.includes('specks')) {
    image = withoutSpecks(image, glyphNow);
    steps.push('specks');
  }
  if (!skip.includes('rules')) {
    image = withoutRules(image, glyphNow);
    steps.push('rules');
  }
  return { image, steps };
}

/** The picture as a binary PGM file, which Tesseract's image library reads as it is. */
export function pgmOf({ width, height, data }) {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const file = new Uint8Array(header.length + data.length);
  file.set(header);
  file.set(data, header.length);
  return file;
}
