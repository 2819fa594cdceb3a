import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { it } from 'node:test';

import { kindTable, measureRealWorld } from './measure.js';

// Issue #34's goals on the real-world set (phone photos, screenshots, scans, other layouts
// and fonts, made by client/scripts/real-world-slips.mjs): cells read right through the
// product's own preparation, OCR and layout parser.
const OVERALL = 0.95;
const EVERY_KIND = 0.9;

it('reads at least 95 % of the real-world cells right, and 90 % of every kind', async () => {
  const { kinds } = await measureRealWorld({ workers: Math.min(2, availableParallelism()) });
  console.log(kindTable(kinds));
  const overall = kinds.find((figures) => figures.kind === 'overall');
  assert.ok(overall.share >= OVERALL, `overall ${(overall.share * 100).toFixed(1)} %`);
  for (const figures of kinds)
    assert.ok(figures.share >= EVERY_KIND, `${figures.kind} ${(figures.share * 100).toFixed(1)} %`);
});
