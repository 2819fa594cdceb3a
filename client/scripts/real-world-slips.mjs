// The real-world grade-slip set (issue #34): slips made up by a seeded PRNG
// (@sasm/grade-slip/synthetic), rendered in Chromium in the layouts, fonts and
// themes of other schools and portals, then captured as students send them
// (client/scripts/capture-effects.mjs). Nobody picks the pictures: the seed and
// the plan below make them, and the same seed makes the same set. Each picture's
// kind, how it was made and its expected cells go to truth.json beside it.
// Run: node client/scripts/generate-grade-slips.mjs (both sets) or this file alone.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { COLUMNS, DEFAULT_COLUMNS, slipHtml } from '@sasm/grade-slip/samples';
import { makeSlip, prng } from '@sasm/grade-slip/synthetic';

import { monoScan, phonePhoto } from './capture-effects.mjs';

export const SEED = 34;
export const OUT_DIR = fileURLToPath(
  new URL('../../packages/grade-slip/fixtures/real-world/', import.meta.url),
);

/** How many pictures of each kind. */
export const PLAN = {
  phone: 8,
  'screenshot-1x': 4,
  'screenshot-1.25x': 4,
  'screenshot-2x': 4,
  scan: 6,
  zebra: 4,
  wrapped: 4,
  'layout-order': 3,
  'layout-extra': 3,
  'layout-nofaculty': 3,
  'font-serif': 3,
  'font-mono': 3,
  'font-narrow': 3,
};

/** Fonts Debian ships (fc-list): nothing is fetched. */
const FONTS = {
  'font-serif': '"Liberation Serif","DejaVu Serif",serif',
  'font-mono': '"DejaVu Sans Mono","Liberation Mono",monospace',
  'font-narrow': '"Liberation Sans Narrow","DejaVu Sans Condensed",sans-serif',
};

const LABEL_SETS = [
  {},
  { one: '1st', two: '2nd' },
  { subject: 'Description', faculty: 'Instructor', one: 'Midterm', two: 'Finals', final: 'Grade' },
  { subject: 'Subject Title', faculty: 'Teacher', units: 'Credits', status: 'Remark' },
];

const ORDERS = [
  ['subject', 'units', 'one', 'two', 'final', 'status', 'faculty'],
  ['subject', 'faculty', 'units', 'one', 'two', 'final', 'status'],
  ['faculty', 'subject', 'one', 'two', 'final', 'units', 'status'],
];

const ZEBRAS = ['#eef2f7', '#f1f1f1', '#e6f0e6', '#fdf3dc'];

/** The lines under the table, as different registrars print them. */
function summaryOf(random, slip) {
  const average = slip.meta.generalAvg.toFixed(2);
  return random.pick([
    undefined,
    [`General Weighted Average: ${average}`, `Total Units: ${slip.totalUnits.toFixed(2)}`],
    [`Average: ${average}`],
    [`GWA: ${average}`, `Averages: ${slip.meta.averages}`],
  ]);
}

/** The renderer's options and how the picture is taken, for one picture of `kind`. */
function designOf(kind, random, slip) {
  const options = {
    school: slip.school,
    summary: summaryOf(random, slip),
    labels: random.chance(0.3) ? random.pick(LABEL_SETS) : {},
  };
  const clean = () => ({
    mode: 'clean',
    scale: random.pick([1.5, 1.75, 2]),
    format: random.chance(0.5) ? 'png' : 'jpeg',
    quality: random.int(80, 92),
  });
  if (kind === 'phone') return { options, capture: { mode: 'phone' } };
  if (kind === 'scan') return { options, capture: { mode: 'scan' } };
  if (kind.startsWith('screenshot-')) {
    const scale = Number(kind.slice('screenshot-'.length, -1));
    return { options: { ...options, theme: 'portal' }, capture: { mode: 'screenshot', scale } };
  }
  options.theme = random.chance(0.5) ? 'portal' : 'print';
  if (kind === 'zebra') {
    options.zebra = random.pick(ZEBRAS);
    return { options, capture: { ...clean(), format: 'jpeg', quality: random.int(65, 85) } };
  }
  if (kind === 'wrapped')
    options.widths = { subject: random.int(170, 230), faculty: random.int(115, 150) };
  if (kind === 'layout-order') options.columns = random.pick(ORDERS);
  if (kind === 'layout-extra') {
    const columns = [...DEFAULT_COLUMNS];
    if (random.chance(0.7)) columns.splice(random.pick([1, 2]), 0, 'section');
    columns.push('remarks');
    options.columns = columns;
  }
  if (kind === 'layout-nofaculty') options.columns = DEFAULT_COLUMNS.filter((k) => k !== 'faculty');
  if (FONTS[kind]) options.font = FONTS[kind];
  return { options, capture: clean() };
}

/** The seed of one picture: the set's seed, its kind and number (a string hash). */
function seedOf(seed, kind, n) {
  let hash = seed >>> 0;
  for (const char of `${kind}#${n}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

async function render(browser, html, { scale, portal, type = 'png', quality }) {
  const page = await browser.newPage({
    viewport: { width: portal ? 1180 : 900, height: 700 },
    deviceScaleFactor: scale,
  });
  try {
    await page.setContent(html);
    const shot = { type, ...(type === 'jpeg' ? { quality } : {}) };
    const image = portal
      ? await page.screenshot({ ...shot, fullPage: true })
      : await page.locator('.sheet').screenshot(shot);
    const box = await page.locator('.sheet').boundingBox();
    return { image, box };
  } finally {
    await page.close();
  }
}

/** Makes one picture; returns its truth entry. */
async function makePicture(browser, outDir, seed, kind, n) {
  const random = prng(seedOf(seed, kind, n));
  const name = `${kind}-${n}`;
  const slip = makeSlip(random, { name, long: kind === 'wrapped' });
  const { options, capture } = designOf(kind, random, slip);
  const html = slipHtml(slip, options);
  const portal = options.theme === 'portal';
  let image, ext, drawn;
  if (capture.mode === 'phone' || capture.mode === 'scan') {
    const sheet = await render(browser, html, { scale: 2 });
    const made =
      capture.mode === 'phone'
        ? await phonePhoto(browser, sheet.image, random)
        : await monoScan(browser, sheet.image, sheet.box, random);
    ({ image, ext } = made);
    drawn = { ...capture, ...made.capture };
  } else {
    const type = capture.mode === 'clean' ? capture.format : 'png';
    ({ image } = await render(browser, html, { ...capture, portal, type }));
    ext = type === 'jpeg' ? 'jpg' : 'png';
    drawn = capture;
  }
  const file = `${name}.${ext}`;
  writeFileSync(`${outDir}${file}`, image);
  const columns = options.columns ?? DEFAULT_COLUMNS;
  const { font, zebra, widths, labels } = options;
  return {
    file,
    kind,
    theme: options.theme ?? 'print',
    columns,
    labels: Object.fromEntries(columns.map((key) => [key, labels[key] ?? COLUMNS[key].label])),
    style: { font, zebra, widths },
    capture: drawn,
    school: slip.school,
    meta: slip.meta,
    summary: options.summary ?? null,
    rows: slip.rows.map((row) => Object.fromEntries(columns.map((key) => [key, row[key]]))),
  };
}

/** Writes the whole set (its pictures and truth.json) to `outDir`, replacing what was there. */
export async function generateRealWorldSlips(browser, { outDir = OUT_DIR, seed = SEED } = {}) {
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (/\.(png|jpg)$/.test(file)) rmSync(`${outDir}${file}`);
  const truth = [];
  for (const [kind, count] of Object.entries(PLAN))
    for (let n = 1; n <= count; n += 1)
      truth.push(await makePicture(browser, outDir, seed, kind, n));
  // Formatted as the repository's lint wants it.
  const truthFile = `${outDir}truth.json`;
  const json = JSON.stringify({ seed, pictures: truth }, null, 2);
  const config = await resolveConfig(truthFile);
  writeFileSync(truthFile, await format(json, { ...config, parser: 'json' }));
  return truth;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Another seed into another folder makes a set the pipeline has never seen:
  // --seed 35 --out /tmp/unseen/ (then npm run measure -w @sasm/grade-slip -- --dir /tmp/unseen/).
  const { values } = parseArgs({ options: { seed: { type: 'string' }, out: { type: 'string' } } });
  const seed = values.seed === undefined ? SEED : Number(values.seed);
  const outDir = values.out === undefined ? OUT_DIR : `${values.out.replace(/\/$/, '')}/`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const truth = await generateRealWorldSlips(browser, { outDir, seed });
    console.log(`${truth.length} real-world slips (seed ${String(seed)}) written to ${outDir}`);
  } finally {
    await browser.close();
  }
}
