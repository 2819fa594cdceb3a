/**
 * The picture operations the preparation is made of, on gray pictures
 * (`Gray`): plain loops over typed arrays.
 */

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
  // Each output column's two source columns and weight, worked out once for all rows.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const weight = new Float64Array(width);
  for (let x = 0; x < width; x += 1) {
    const fx = Math.max(0, (x + 0.5) * sx - 0.5);
    left[x] = Math.min(w - 1, Math.floor(fx));
    right[x] = Math.min(w - 1, left[x] + 1);
    weight[x] = fx - left[x];
  }
  // A source row blended across once, for every output row between it and the next.
  const across = (row, into) => {
    for (let x = 0; x < width; x += 1)
      into[x] = data[row + left[x]] * (1 - weight[x]) + data[row + right[x]] * weight[x];
    return into;
  };
  let upper = { y: -1, line: new Float64Array(width) };
  let lower = { y: -1, line: new Float64Array(width) };
  for (let y = 0; y < height; y += 1) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5);
    const y0 = Math.min(h - 1, Math.floor(fy));
    const y1 = Math.min(h - 1, y0 + 1);
    const wy = fy - y0;
    if (upper.y !== y0) {
      if (lower.y === y0) [upper, lower] = [lower, upper];
      else across(y0 * w, upper.line);
      upper.y = y0;
    }
    if (lower.y !== y1) {
      across(y1 * w, lower.line);
      lower.y = y1;
    }
    const top = upper.line;
    const bottom = lower.line;
    for (let x = 0; x < width; x += 1)
      out[y * width + x] = Math.round(top[x] * (1 - wy) + bottom[x] * wy);
  }
  return { width, height, data: out };
}

/** The gray level at (x, y) between pixel centres (bilinear), or undefined outside the picture. */
export function sampled({ width, height, data }, x, y) {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) return undefined;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * width + x0;
  const upper = data[i] * (1 - fx) + data[i + 1] * fx;
  const lower = data[i + width] * (1 - fx) + data[i + width + 1] * fx;
  return Math.round(upper * (1 - fy) + lower * fy);
}

function shrink(image, width, height) {
  const { width: w, height: h, data } = image;
  // Whole numbers: the sums are exact, and add up faster than floating ones.
  const sums = new Uint32Array(width * height);
  const counts = new Uint32Array(width * height);
  const column = new Int32Array(w);
  for (let x = 0; x < w; x += 1) column[x] = Math.min(width - 1, Math.floor((x * width) / w));
  for (let y = 0; y < h; y += 1) {
    const row = Math.min(height - 1, Math.floor((y * height) / h)) * width;
    const from = y * w;
    for (let x = 0; x < w; x += 1) {
      sums[row + column[x]] += data[from + x];
      counts[row + column[x]] += 1;
    }
  }
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.round(sums[i] / counts[i]);
  return { width, height, data: out };
}

/** Running maximum over `radius` either way, along rows then columns. */
export function maxFilter(image, radius) {
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
export function blur(image, radius) {
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
export function inkOf(image, threshold = otsu(image)) {
  const ink = new Uint8Array(image.data.length);
  for (let i = 0; i < ink.length; i += 1) ink[i] = image.data[i] <= threshold ? 1 : 0;
  return ink;
}

/** The bounding boxes of the ink's 8-connected blobs. */
export function blobs(ink, width, height) {
  return labelled(ink, width, height).boxes;
}

/**
 * The ink's 8-connected blobs (two passes, union-find): each pixel's blob
 * label and each blob's bounding box, by label.
 */
export function labelled(ink, width, height) {
  const labels = new Int32Array(width * height);
  const parent = [0];
  const find = (label) => {
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]];
      label = parent[label];
    }
    return label;
  };
  const join = (one, other) => {
    const a = find(one);
    const b = find(other);
    if (a < b) parent[b] = a;
    else if (b < a) parent[a] = b;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!ink[i]) continue;
      // The pixel above touches the other three neighbours before it, so its blob is theirs too.
      const up = y > 0 ? labels[i - width] : 0;
      if (up) {
        labels[i] = up;
        continue;
      }
      const upRight = y > 0 && x < width - 1 ? labels[i - width + 1] : 0;
      const upLeft = y > 0 && x > 0 ? labels[i - width - 1] : 0;
      // The pixel to the left sits under the one up-left: one blob already when both are ink.
      const left = x > 0 ? labels[i - 1] : 0;
      if (upRight) {
        labels[i] = upRight;
        if (upLeft || left) join(upRight, upLeft || left);
      } else if (upLeft || left) {
        labels[i] = upLeft || left;
      } else {
        parent.push(parent.length);
        labels[i] = parent.length - 1;
      }
    }
  }
  const roots = new Int32Array(parent.length);
  for (let label = 1; label < parent.length; label += 1) roots[label] = find(label);
  // Each blob's box, kept by root, listed in the order the blobs are met.
  const left = new Int32Array(parent.length);
  const top = new Int32Array(parent.length);
  const right = new Int32Array(parent.length);
  const bottom = new Int32Array(parent.length);
  const pixels = new Int32Array(parent.length);
  const met = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!labels[i]) continue;
      const root = roots[labels[i]];
      labels[i] = root;
      if (pixels[root] === 0) {
        met.push(root);
        left[root] = x;
        right[root] = x;
        top[root] = y;
      } else {
        if (x < left[root]) left[root] = x;
        if (x > right[root]) right[root] = x;
      }
      bottom[root] = y;
      pixels[root] += 1;
    }
  }
  const boxes = new Map(
    met.map((root) => [
      root,
      {
        left: left[root],
        top: top[root],
        right: right[root],
        bottom: bottom[root],
        pixels: pixels[root],
      },
    ]),
  );
  return { labels, boxes: [...boxes.values()], byLabel: boxes };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
