/**
 * A picture of a grade slip made ready for OCR (issue #34), the same in the
 * browser and in Node: RGBA pixels in, a gray picture out whose text is the
 * height Tesseract reads best, on an even white background, level, with the
 * table's rules taken out. Plain loops over typed arrays: no library, nothing
 * to download, and the browser loads it with the scan.
 */

/** The glyph height (in pixels, median over the page's letters) Tesseract reads best. */
const TARGET_GLYPH = 24;
const MIN_SCALE = 0.35;
const MAX_SCALE = 4;
/** Skew searched, degrees either way, and the step of the fine search. */
const MAX_SKEW = 10;
// On an evened page (paper near white): a mark too light to be a letter's stroke, which
// OCR still reads (a scan's grey specks, a dotted rule printed light).
const FAINT = 225;

/** @typedef {{ width: number, height: number, data: Uint8Array }} Gray */

/** Luma of RGBA pixels; a transparent pixel counts as white paper. */
export function grayOf({ width, height, data }) {
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < gray.length; i += 1, p += 4) {
    const alpha = data[p + 3] / 255;
    const luma = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    gray[i] = Math.round(luma * alpha + 255 * (1 - alpha));
  }
  return { width, height, data: gray };
}

/** Resampled to `width` × `height`: the mean of the covered pixels going down, bilinear going up. */
export function resize(image, width, height) {
  const scale = width / image.width;
  return scale < 1 ? shrink(image, width, height) : enlarge(image, width, height);
}

function enlarge(image, width, height) {
  const { width: w, height: h, data } = image;
  const out = new Uint8Array(width * height);
  const sx = w / width;
  const sy = h / height;
  for (let y = 0; y < height; y += 1) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5);
    const y0 = Math.min(h - 1, Math.floor(fy));
    const y1 = Math.min(h - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = Math.max(0, (x + 0.5) * sx - 0.5);
      const x0 = Math.min(w - 1, Math.floor(fx));
      const x1 = Math.min(w - 1, x0 + 1);
      const wx = fx - x0;
      const top = data[y0 * w + x0] * (1 - wx) + data[y0 * w + x1] * wx;
      const bottom = data[y1 * w + x0] * (1 - wx) + data[y1 * w + x1] * wx;
      out[y * width + x] = Math.round(top * (1 - wy) + bottom * wy);
    }
  }
  return { width, height, data: out };
}

function shrink(image, width, height) {
  const { width: w, height: h, data } = image;
  const sums = new Float64Array(width * height);
  const counts = new Float64Array(width * height);
  for (let y = 0; y < h; y += 1) {
    const ty = Math.min(height - 1, Math.floor((y * height) / h));
    for (let x = 0; x < w; x += 1) {
      const t = ty * width + Math.min(width - 1, Math.floor((x * width) / w));
      sums[t] += data[y * w + x];
      counts[t] += 1;
    }
  }
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.round(sums[i] / counts[i]);
  return { width, height, data: out };
}

/** Running maximum over `radius` either way, along rows then columns. */
function maxFilter(image, radius) {
  const { width, height } = image;
  const along = (source, length, count, stride, step) => {
    const out = new Uint8Array(source.length);
    for (let line = 0; line < count; line += 1) {
      const base = line * stride;
      for (let i = 0; i < length; i += 1) {
        let best = 0;
        const from = Math.max(0, i - radius);
        const to = Math.min(length - 1, i + radius);
        for (let j = from; j <= to; j += 1) best = Math.max(best, source[base + j * step]);
        out[base + i * step] = best;
      }
    }
    return out;
  };
  const rows = along(image.data, width, height, width, 1);
  return { width, height, data: along(rows, height, width, 1, width) };
}

/** Box blur over `radius` either way (an integral image). */
function blur(image, radius) {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x];
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + row;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        integral[y1 * (width + 1) + x1] -
        integral[y0 * (width + 1) + x1] -
        integral[y1 * (width + 1) + x0] +
        integral[y0 * (width + 1) + x0];
      out[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width, height, data: out };
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
  for (let i = 0; i < out.length; i += 1) {
    const background = Math.max(paper.data[i], 1);
    out[i] = Math.min(255, Math.round((image.data[i] * 255) / background));
  }
  return { width: image.width, height: image.height, data: out };
}

/** Otsu's threshold of a gray picture. */
export function otsu({ data }) {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value] += 1;
  let total = 0;
  for (let v = 0; v < 256; v += 1) total += v * histogram[v];
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v += 1) {
    below += histogram[v];
    if (below === 0) continue;
    const above = data.length - below;
    if (above === 0) break;
    belowSum += v * histogram[v];
    const meanBelow = belowSum / below;
    const meanAbove = (total - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** 1 where the picture is ink (darker than its threshold). */
function inkOf(image, threshold = otsu(image)) {
  const ink = new Uint8Array(image.data.length);
  for (let i = 0; i < ink.length; i += 1) ink[i] = image.data[i] <= threshold ? 1 : 0;
  return ink;
}

/** The bounding boxes of the ink's 8-connected blobs. */
function blobs(ink, width, height) {
  return labelled(ink, width, height).boxes;
}

/**
 * The ink's 8-connected blobs (two passes, union-find): each pixel's blob
 * label and each blob's bounding box, by label.
 */
function labelled(ink, width, height) {
  const labels = new Int32Array(width * height);
  const parent = [0];
  const find = (label) => {
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]];
      label = parent[label];
    }
    return label;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!ink[i]) continue;
      const neighbours = [];
      if (x > 0 && labels[i - 1]) neighbours.push(labels[i - 1]);
      if (y > 0) {
        if (labels[i - width]) neighbours.push(labels[i - width]);
        if (x > 0 && labels[i - width - 1]) neighbours.push(labels[i - width - 1]);
        if (x < width - 1 && labels[i - width + 1]) neighbours.push(labels[i - width + 1]);
      }
      if (neighbours.length === 0) {
        parent.push(parent.length);
        labels[i] = parent.length - 1;
        continue;
      }
      const root = Math.min(...neighbours.map(find));
      for (const label of neighbours) parent[find(label)] = root;
      labels[i] = root;
    }
  }
  const boxes = new Map();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const label = labels[y * width + x];
      if (!label) continue;
      const root = find(label);
      labels[y * width + x] = root;
      const box = boxes.get(root);
      if (!box) boxes.set(root, { left: x, top: y, right: x, bottom: y, pixels: 1 });
      else {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
        box.pixels += 1;
      }
    }
  }
  return { labels, boxes: [...boxes.values()], byLabel: boxes };
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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

/** Row sums of the ink of `image` turned by `degrees`, sampled on a coarse grid. */
function profileScore(ink, width, height, degrees) {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const rows = new Float64Array(height * 2);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!ink[y * width + x]) continue;
      const row = Math.round(y * cos - x * sin + height / 2);
      if (row >= 0 && row < rows.length) rows[row] += 1;
    }
  }
  let score = 0;
  for (let i = 1; i < rows.length; i += 1) score += (rows[i] - rows[i - 1]) ** 2;
  return score;
}

/** The angle (degrees) that makes the lines of text level: sharpest row profile. */
export function skewOf(image) {
  const factor = Math.max(1, Math.floor(image.width / 800));
  const small =
    factor > 1
      ? resize(image, Math.round(image.width / factor), Math.round(image.height / factor))
      : image;
  const ink = inkOf(small);
  let best = 0;
  let bestScore = -1;
  const search = (from, to, step) => {
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = profileScore(ink, small.width, small.height, angle);
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
  const { width, height, data } = image;
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
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const wx = sx - x0;
      const wy = sy - y0;
      const i = y0 * width + x0;
      const top = data[i] * (1 - wx) + data[i + 1] * wx;
      const bottom = data[i + width] * (1 - wx) + data[i + width + 1] * wx;
      out[y * width + x] = Math.round(top * (1 - wy) + bottom * wy);
    }
  }
  return { width, height, data: out };
}

/**
 * Light text on a dark fill (a portal's header row) turned dark on light, as
 * the rest of the page is: the fills are bands of ink a line or two high,
 * mostly solid, inside the picture (a dark desk around a photographed page
 * reaches its edges).
 */
function withoutFills(image, glyph) {
  const fills = blobs(inkOf(image), image.width, image.height).filter((box) => {
    const width = box.right - box.left + 1;
    const height = box.bottom - box.top + 1;
    const inside =
      box.left > 0 && box.top > 0 && box.right < image.width - 1 && box.bottom < image.height - 1;
    return (
      inside &&
      width > glyph * 8 &&
      height > glyph &&
      height < glyph * 4 &&
      box.pixels > width * height * 0.5
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
 * A photographed page on a desk: the page is the largest bright region of a
 * blurred small copy. Everything outside it turns white (a desk's grain would
 * be read as letters) and the picture is cropped to it. Undefined when the
 * page fills the picture (a screenshot, a scan).
 */
function pageOf(image) {
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

function onPage(image, page) {
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
 * A dotted or dashed rule whitened in `out`: marks along a band two pixels
 * high with gaps narrower than a third of a letter, many letters long, and
 * thin (two pixels above and below the band is mostly paper, where a letter's
 * strokes go on).
 */
function withoutDottedRules(marks, out, width, height, glyph) {
  const maxGap = Math.max(2, Math.round(glyph / 3));
  const minRun = Math.round(glyph * 8);
  const at = (y, x) => y >= 0 && y < height && marks[y * width + x] === 1;
  for (let y = 0; y < height - 1; y += 1) {
    let start = -1;
    let last = -1;
    let marked = 0;
    let thin = 0;
    const end = () => {
      if (start >= 0 && last - start + 1 >= minRun && thin >= marked * 0.7)
        for (let row = y - 1; row <= y + 2; row += 1)
          for (let x = start; x <= last; x += 1) if (at(row, x)) out[row * width + x] = 255;
      start = -1;
      marked = 0;
      thin = 0;
    };
    for (let x = 0; x < width; x += 1) {
      if (!at(y, x) && !at(y + 1, x)) {
        if (start >= 0 && x - last > maxGap) end();
        continue;
      }
      if (start < 0) start = x;
      last = x;
      marked += 1;
      if (!at(y - 2, x) && !at(y + 3, x)) thin += 1;
    }
    end();
  }
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
    image = onPage(image, page);
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
