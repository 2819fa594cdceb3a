/**
 * The real OCR + parser over the generated slips (client/e2e/fixtures/grades,
 * made by client/scripts/generate-grade-slips.mjs): tesseract.js in Node with
 * the same engine mode and English data the browser gets, nothing fetched.
 * Used by the accuracy test and the bench.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createWorker, OEM } from 'tesseract.js';

import { cellAccuracy, parseGradeSlip } from './index.js';

const require = createRequire(import.meta.url);
const FIXTURES = fileURLToPath(new URL('../../client/e2e/fixtures/grades/', import.meta.url));

export async function measureOcr() {
  const langPath = join(
    dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  const truth = JSON.parse(readFileSync(join(FIXTURES, 'truth.json'), 'utf8'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
  });
  const pages = [];
  try {
    for (const slip of truth) {
      const image = readFileSync(join(FIXTURES, slip.file));
      const started = performance.now();
      const { data } = await worker.recognize(image);
      let rows = [];
      try {
        rows = parseGradeSlip(data.text).rows;
      } catch {
        // Nothing parsed: every cell counts as wrong.
      }
      const seconds = (performance.now() - started) / 1000;
      pages.push({ file: slip.file, seconds, ...cellAccuracy(slip.rows, rows) });
    }
  } finally {
    await worker.terminate();
  }
  const right = pages.reduce((sum, page) => sum + page.right, 0);
  const total = pages.reduce((sum, page) => sum + page.total, 0);
  const seconds = pages.reduce((sum, page) => sum + page.seconds, 0);
  return { pages, right, total, share: right / total, secondsPerPage: seconds / pages.length };
}
