/**
 * A photographed page found on the desk around it (issue #34).
 */
import { blur, inkOf, labelled, otsu, resize, sampled } from './pixels.js';

/**
 * A photographed page on a desk: the largest bright region of a blurred small
 * copy, its corners where the straight lines along its edges meet (quadOf).
 * A light desk may join the page at Otsu's threshold: then the page is found
 * by its edges (edgeQuad), else brighter thresholds are tried, and the first
 * region with four straight edges is the page. Undefined without one (a
 * region cut out without straight edges may be a lit part of the page and
 * the desk beside it, which loses the rest of the page), or when the region
 * fills the picture (a screenshot, a scan).
 */
export function pageOf(image) {
  const factor = Math.max(1, Math.round(Math.max(image.width, image.height) / 400));
  const small = blur(
    resize(image, Math.round(image.width / factor), Math.round(image.height / factor)),
    2,
  );
  const { width, height } = small;
  const threshold = otsu(small);
  const brightest = [...small.data].sort((a, b) => a - b)[Math.floor(small.data.length * 0.98)];
  for (const step of [0, 1, 2]) {
    const level = Math.round(threshold + ((brightest - threshold) * step) / 3);
    const region = regionAbove(small, level);
    if (!region) break;
    const { box } = region;
    if (
      step === 0 &&
      (box.right - box.left + 1) * (box.bottom - box.top + 1) > width * height * 0.9
    )
      return undefined;
    const quad =
      quadOf(region.labels, region.label, box, width) ?? (step === 0 && edgeQuad(small, box));
    if (quad)
      return { factor, quad: quad.map(([x, y]) => [(x + 0.5) * factor, (y + 0.5) * factor]) };
  }
  return undefined;
}

/**
 * The page's corners found from its edges, where a desk as light as the paper
 * joins it at the threshold: along each row, where the brightness rises most
 * on the way in (left of the bright region's middle) and falls most on the way
 * out (right of it); along each column the same from the top and the bottom;
 * then the straight line most of each side's points lie on. Undefined when a
 * side has no such line or the four do not close round the region's middle.
 */
function edgeQuad(small, box) {
  const { width, height, data } = small;
  const reach = 3;
  const least = 10;
  const middle = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  const sides = (count, length, value, centre) => {
    const rising = [];
    const falling = [];
    for (let line = 0; line < count; line += 1) {
      let up = [least, -1];
      let down = [-least, -1];
      for (let at = reach; at < length - reach; at += 1) {
        const step = value(line, at + reach) - value(line, at - reach);
        if (at < centre && step > up[0]) up = [step, at];
        if (at > centre && step < down[0]) down = [step, at];
      }
      if (up[1] >= 0) rising.push([line, up[1]]);
      if (down[1] >= 0) falling.push([line, down[1]]);
    }
    return [rising, falling];
  };
  const [left, right] = sides(height, width, (y, x) => data[y * width + x], middle[0]);
  const [top, bottom] = sides(width, height, (x, y) => data[y * width + x], middle[1]);
  const lines = sideLines([left, right, top, bottom]);
  if (!lines) return undefined;
  const quad = cornersOf(lines);
  const around = encloses(quad, middle);
  const within = quad.every(
    ([x, y]) => x > -width * 0.1 && x < width * 1.1 && y > -height * 0.1 && y < height * 1.1,
  );
  return around && within && areaOf(quad) >= width * height * 0.15 ? quad : undefined;
}

/** The straight line of each side's points (left, right, top, bottom), or undefined when one has none. */
function sideLines(sides) {
  const lines = sides.map((points) => edgeLine(points, 1.5));
  return lines.every(Boolean) ? lines : undefined;
}

/** Where the side lines meet: top left, top right, bottom right, bottom left. */
function cornersOf([left, right, top, bottom]) {
  // A line x = a·y + b down a side meets y = a·x + b across the top or bottom.
  const meet = (side, across) => {
    const x = (side.a * across.b + side.b) / (1 - side.a * across.a);
    return [x, across.a * x + across.b];
  };
  return [meet(left, top), meet(right, top), meet(right, bottom), meet(left, bottom)];
}

/** Whether `point` lies inside the quadrilateral (corners clockwise on the screen). */
function encloses(quad, [x, y]) {
  return quad.every(([x1, y1], i) => {
    const [x2, y2] = quad[(i + 1) % 4];
    return (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) > 0;
  });
}

/** The area of a polygon (shoelace). */
function areaOf(points) {
  return Math.abs(
    points.reduce((sum, [x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length];
      return sum + x * ny - nx * y;
    }, 0) / 2,
  );
}

/** The largest region of `small` brighter than `level`: its blob labels, its own label and box. */
function regionAbove(small, level) {
  const bright = inkOf(small, level).map((ink) => 1 - ink);
  const { labels, byLabel } = labelled(bright, small.width, small.height);
  const [label, box] = [...byLabel].sort(([, a], [, b]) => b.pixels - a.pixels)[0] ?? [];
  return box && { labels, label, box };
}

/**
 * The line v = a·u + b along which most of `points` ([u, v], sorted by u) lie
 * within `near`: tried through pairs of a sample of them, then fitted by least
 * squares to those near it. Undefined when too few are.
 */
function edgeLine(points, near) {
  const step = Math.max(1, Math.floor(points.length / 40));
  const sample = points.filter((_, i) => i % step === 0);
  const count = (a, b) => points.filter(([u, v]) => Math.abs(v - (a * u + b)) <= near).length;
  let best = { a: 0, b: 0, inliers: 0 };
  for (let i = 0; i < sample.length; i += 1)
    for (let j = i + 4; j < sample.length; j += 1) {
      const [u1, v1] = sample[i];
      const [u2, v2] = sample[j];
      const a = (v2 - v1) / (u2 - u1);
      const b = v1 - a * u1;
      const inliers = count(a, b);
      if (inliers > best.inliers) best = { a, b, inliers };
    }
  const on = points.filter(([u, v]) => Math.abs(v - (best.a * u + best.b)) <= near);
  if (on.length < Math.max(8, points.length * 0.3)) return undefined;
  const mean = (pick) => on.reduce((sum, point) => sum + pick(point), 0) / on.length;
  const mu = mean(([u]) => u);
  const mv = mean(([, v]) => v);
  const suu = on.reduce((sum, [u]) => sum + (u - mu) ** 2, 0);
  const suv = on.reduce((sum, [u, v]) => sum + (u - mu) * (v - mv), 0);
  const a = suu > 0 ? suv / suu : 0;
  return { a, b: mv - a * mu };
}

/**
 * Along each line from `lines[0]` to `lines[1]`, the first and the last
 * position (of `positions[0]` to `positions[1]`) where `on(line, position)`:
 * two lists of [line, position].
 */
function ends(lines, positions, on) {
  const first = [];
  const last = [];
  for (let line = lines[0]; line <= lines[1]; line += 1) {
    let at = positions[0];
    while (at <= positions[1] && !on(line, at)) at += 1;
    if (at > positions[1]) continue;
    first.push([line, at]);
    at = positions[1];
    while (!on(line, at)) at -= 1;
    last.push([line, at]);
  }
  return [first, last];
}

/**
 * The page's four corners (top left, top right, bottom right, bottom left) on
 * the small copy: where the straight lines along its four edges meet. A shadow
 * across a corner bends the bright region's outline there, but not the rest of
 * the edge the line follows. Undefined when an edge is not straight enough.
 */
function quadOf(labels, label, box, width) {
  const on = (x, y) => labels[y * width + x] === label;
  const [left, right] = ends([box.top, box.bottom], [box.left, box.right], (y, x) => on(x, y));
  const [top, bottom] = ends([box.left, box.right], [box.top, box.bottom], on);
  const lines = sideLines([left, right, top, bottom]);
  if (!lines) return undefined;
  const [l, r, t, b] = lines;
  // The picture's own border is no edge of the page (a patch of desk reaching it, or a page cut off).
  const [midX, midY] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  const height = labels.length / width;
  if (
    l.a * midY + l.b < 2 ||
    r.a * midY + r.b > width - 3 ||
    t.a * midX + t.b < 2 ||
    b.a * midX + b.b > height - 3
  )
    return undefined;
  const quad = cornersOf(lines);
  // The lines must close round the region, not far beyond it (a shadow may hide a corner).
  const area = areaOf(quad);
  return area >= box.pixels * 0.85 && area <= box.pixels * 1.6 ? quad : undefined;
}

/** The 3×3 projective map (8 numbers, the last 1) taking the four `from` points to the four `to`. */
function homography(from, to) {
  const rows = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  // Gaussian elimination with partial pivoting.
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 8; row += 1)
      if (Math.abs(rows[row][col]) > Math.abs(rows[pivot][col])) pivot = row;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const factor = rows[row][col] / rows[col][col];
      for (let k = col; k < 9; k += 1) rows[row][k] -= factor * rows[col][k];
    }
  }
  return rows.map((row, i) => row[8] / row[i]);
}

const length = ([x1, y1], [x2, y2]) => Math.hypot(x2 - x1, y2 - y1);

/**
 * The page seen square on: the quadrilateral it makes in the photo mapped to a
 * rectangle as wide and high as its longer edges (bilinear; outside the photo
 * is white), its rim whitened.
 */
export function straightened(image, quad, rim) {
  const [tl, tr, br, bl] = quad;
  const width = Math.round(Math.max(length(tl, tr), length(bl, br)));
  const height = Math.round(Math.max(length(tl, bl), length(tr, br)));
  const h = homography(
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    quad,
  );
  const out = new Uint8Array(width * height).fill(255);
  for (let y = rim; y < height - rim; y += 1)
    for (let x = rim; x < width - rim; x += 1) {
      const d = h[6] * x + h[7] * y + 1;
      const sx = (h[0] * x + h[1] * y + h[2]) / d - 0.5;
      const sy = (h[3] * x + h[4] * y + h[5]) / d - 0.5;
      out[y * width + x] = sampled(image, sx, sy) ?? 255;
    }
  return { width, height, data: out };
}
