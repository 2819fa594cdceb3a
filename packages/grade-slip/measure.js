/**
 * The real OCR + parser over the generated slips: tesseract.js in Node with the
 * same engine mode and English data the browser gets, nothing fetched.
 * measureOcr: the project's clean slips (client/e2e/fixtures/grades, made by
 * client/scripts/generate-grade-slips.mjs), for the accuracy test and the bench.
 * measureRealWorld: the real-world set of issue #34 (fixtures/real-world, made by
 * client/scripts/real-world-slips.mjs), cells right per kind (npm run measure).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { createWorker, OEM } from 'tesseract.js';

import { CELLS, cellAccuracy } from './index.js';
import { parseOcrPage } from './layout.js';
import { prepareSlip } from './prepare.js';
import { readGradeSlip } from './reread.js';

const require = createRequire(import.meta.url);
const FIXTURES = fileURLToPath(new URL('../../client/e2e/fixtures/grades/', import.meta.url));
export const REAL_WORLD = fileURLToPath(new URL('./fixtures/real-world/', import.meta.url));

async function startWorker() {
  const langPath = join(
    dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  return createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
}

/** The RGBA pixels of a PNG or JPEG file, as the browser's canvas gives them. */
function pixelsOf(file) {
  const bytes = readFileSync(file);
  if (file.endsWith('.png')) return PNG.sync.read(bytes);
  return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
}

/**
 * Reads each picture with one worker, prepared as the web client prepares it
 * unless `prepare` is false (`skip`: steps of the preparation left out);
 * `judge(picture, text, rows)` scores it.
 */
async function readPictures(dir, pictures, judge, { onPage, prepare = true, skip } = {}) {
  const worker = await startWorker();
  const recognise = async (pgm, parameters, words) =>
    (await worker.recognize(Buffer.from(pgm), parameters, { text: true, blocks: words })).data;
  const pages = [];
  try {
    for (const picture of pictures) {
      const path = join(dir, picture.file);
      const started = performance.now();
      const { text, slip } = prepare
        ? await readGradeSlip(prepareSlip(pixelsOf(path), { skip }).image, recognise)
        : await readRaw(readFileSync(path), recognise);
      // Nothing parsed: every cell counts as wrong.
      const rows = slip?.rows ?? [];
      const seconds = (performance.now() - started) / 1000;
      const page = { file: picture.file, seconds, ...judge(picture, text, rows) };
      pages.push(page);
      onPage?.(page);
    }
  } finally {
    await worker.terminate();
  }
  return pages;
}

/** The picture read as it is, without preparation or a second look. */
async function readRaw(file, recognise) {
  const page = await recognise(file, {}, true);
  try {
    return { text: page.text, slip: parseOcrPage(page) };
  } catch {
    return { text: page.text };
  }
}

const sum = (pages, key) => pages.reduce((total, page) => total + page[key], 0);

export async function measureOcr() {
  const truth = JSON.parse(readFileSync(join(FIXTURES, 'truth.json'), 'utf8'));
  const pages = await readPictures(FIXTURES, truth, (slip, _text, rows) =>
    cellAccuracy(slip.rows, rows),
  );
  const right = sum(pages, 'right');
  const total = sum(pages, 'total');
  const seconds = sum(pages, 'seconds');
  return { pages, right, total, share: right / total, secondsPerPage: seconds / pages.length };
}

/** A true cell as the slip prints it. */
const printed = (cell, value) =>
  value === null || value === undefined
    ? '-'
    : cell === 'units'
      ? Number(value).toFixed(2)
      : String(value);

const wordsOf = (text) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * How many true cells have all their words somewhere in the OCR text: an upper
 * bound of what a parser could get from this text (a grade may match another
 * cell's number), to tell OCR losses from parser losses.
 */
function cellsInText(rows, cells, text) {
  const words = new Set(wordsOf(text.replace(/[|[\]{}]/g, ' ')));
  let found = 0;
  for (const row of rows)
    for (const cell of cells)
      if (wordsOf(printed(cell, row[cell])).every((word) => words.has(word))) found += 1;
  return found;
}

/**
 * The real-world set (or the pictures of `kinds`; or the set in `dir`, made
 * from another seed), read by `workers` OCR workers side by side; `onPage`
 * hears of each page as it is done. Only the cells the slip prints are judged.
 */
export async function measureRealWorld({
  dir = REAL_WORLD,
  kinds,
  onPage,
  prepare,
  skip,
  workers = 1,
} = {}) {
  const { pictures } = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8'));
  const chosen = kinds ? pictures.filter((picture) => kinds.includes(picture.kind)) : pictures;
  const judge = (picture, text, rows) => {
    const cells = CELLS.filter((cell) => picture.columns.includes(cell));
    return {
      kind: picture.kind,
      ...cellAccuracy(picture.rows, rows, cells),
      inText: cellsInText(picture.rows, cells, text),
    };
  };
  // Every `workers`-th picture to each worker; the pages back in the set's order.
  const shares = await Promise.all(
    Array.from({ length: workers }, (_, w) =>
      readPictures(
        dir,
        chosen.filter((_, i) => i % workers === w),
        judge,
        { onPage, prepare, skip },
      ),
    ),
  );
  const pages = chosen.map((_, i) => shares[i % workers][Math.floor(i / workers)]);
  return { pages, kinds: byKind(pages) };
}

/** Pages summed per kind, in the order met, then 'overall'. */
export function byKind(pages) {
  const groups = new Map();
  for (const page of pages) groups.set(page.kind, [...(groups.get(page.kind) ?? []), page]);
  groups.set('overall', pages);
  return [...groups].map(([kind, group]) => {
    const right = sum(group, 'right');
    const total = sum(group, 'total');
    return {
      kind,
      pictures: group.length,
      right,
      total,
      share: total === 0 ? 1 : right / total,
      inTextShare: total === 0 ? 1 : sum(group, 'inText') / total,
      flaggedShare: right === total ? 1 : sum(group, 'flagged') / (total - right),
      secondsPerPage: sum(group, 'seconds') / group.length,
    };
  });
}

/** The per-kind figures as a Markdown table. */
export function kindTable(kinds) {
  const percent = (share) => `${(share * 100).toFixed(1)} %`;
  const lines = [
    [
      'kind',
      'pictures',
      'cells right',
      'share',
      'words in OCR text',
      'wrong cells flagged',
      's/page',
    ],
    ...kinds.map((k) => [
      k.kind === 'overall' ? '**overall**' : k.kind,
      String(k.pictures),
      `${k.right}/${k.total}`,
      percent(k.share),
      percent(k.inTextShare),
      percent(k.flaggedShare),
      k.secondsPerPage.toFixed(2),
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line) =>
    `| ${line.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => `${'-'.repeat(column === 0 ? width : width - 1)}${column === 0 ? '' : ':'}`).join(' | ')} |`;
  return [format(lines[0]), rule, ...lines.slice(1).map(format)].join('\n');
}
