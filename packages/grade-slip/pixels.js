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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
