import assert from 'node:assert/strict';
import { it } from 'node:test';

import { measureOcr } from './measure.js';

// Measured 250 of 252 cells (99.2 %) with tesseract.js 7.0.0: two grades misread on the
// low-resolution slips. The goal is 95 %; the bar sits between the two.
const THRESHOLD = 0.97;

it('reads at least 97 % of the cells of the generated slips right', async () => {
  const result = await measureOcr();
  for (const page of result.pages)
    console.log(`${page.file}: ${page.right}/${page.total} cells, ${page.seconds.toFixed(2)} s`);
  console.log(
    `cells right: ${(result.share * 100).toFixed(1)} % (${result.right}/${result.total})`,
  );
  assert.ok(result.share >= THRESHOLD, `${(result.share * 100).toFixed(1)} % of cells right`);
  for (const page of result.pages) assert.ok(page.share >= 0.9, `${page.file}: ${page.share}`);
});
