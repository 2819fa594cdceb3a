// Renders the sample grade slips of @sasm/grade-slip to PNG in Chromium, at two
// resolutions and once slightly rotated, with their true rows in truth.json:
// the pictures the OCR accuracy test, the bench, the browser journey and the
// demo read. Then the real-world set of issue #34 (client/scripts/real-world-slips.mjs:
// phone photos, portal screenshots, scans, other layouts and fonts) in
// packages/grade-slip/fixtures/real-world. Run again after changing the samples:
// node client/scripts/generate-grade-slips.mjs
import { mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import { SAMPLE_SLIPS, slipHtml } from '@sasm/grade-slip/samples';

import { generateRealWorldSlips, OUT_DIR } from './real-world-slips.mjs';

const outDir = fileURLToPath(new URL('../e2e/fixtures/grades/', import.meta.url));
const demoCopy = fileURLToPath(
  new URL('../../server/src/modules/demo/demo-grade-slip.png', import.meta.url),
);

/** What each slip is rendered as: device scale (resolution) and tilt in degrees. */
const VARIANTS = [
  { suffix: '1x', scale: 1, rotate: 0 },
  { suffix: '2x', scale: 2, rotate: 0 },
  { suffix: 'rotated', scale: 2, rotate: 1.2 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const truth = [];
try {
  for (const variant of VARIANTS) {
    const page = await browser.newPage({
      viewport: { width: 900, height: 700 },
      deviceScaleFactor: variant.scale,
    });
    for (const slip of SAMPLE_SLIPS) {
      await page.setContent(slipHtml(slip, { rotate: variant.rotate }));
      const file = `${slip.name}-${variant.suffix}.png`;
      await page.locator('.sheet').screenshot({ path: `${outDir}${file}` });
      truth.push({ file, ...variant, slip: slip.name, meta: slip.meta, rows: slip.rows });
    }
    await page.close();
  }
  const realWorld = await generateRealWorldSlips(browser);
  console.log(`${realWorld.length} real-world slips written to ${OUT_DIR}`);
} finally {
  await browser.close();
}
writeFileSync(`${outDir}truth.json`, `${JSON.stringify(truth, null, 2)}\n`);
copyFileSync(`${outDir}${SAMPLE_SLIPS[0].name}-1x.png`, demoCopy);
console.log(`${truth.length} slips written to ${outDir}`);
