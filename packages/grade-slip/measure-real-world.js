/**
 * Prints the share of cells read right per kind on the real-world set (issue
 * #34): npm run measure -w @sasm/grade-slip [-- --kind phone --kind scan].
 * One OCR worker, so the seconds are a page's own; real-world.test.js checks
 * the goals in npm test with a worker per core.
 */
import { parseArgs } from 'node:util';

import { kindTable, measureRealWorld } from './measure.js';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', multiple: true },
    // A set made from another seed: one the pipeline was never tuned on.
    dir: { type: 'string' },
    // OCR workers side by side: faster, but the seconds are no longer a page's own.
    workers: { type: 'string' },
    // The picture as it is, without the preparation.
    raw: { type: 'boolean' },
    // A step of the preparation left out (page, scale, fills, flatten, sharpen,
    // deskew, specks, rules).
    skip: { type: 'string', multiple: true },
  },
});

const result = await measureRealWorld({
  dir: values.dir,
  workers: values.workers === undefined ? 1 : Number(values.workers),
  kinds: values.kind,
  prepare: !values.raw,
  skip: values.skip,
  onPage: (page) =>
    console.log(
      `${page.file}: ${page.right}/${page.total} cells, ${page.inText} in the OCR text, ${page.seconds.toFixed(2)} s`,
    ),
});
console.log(`\n${kindTable(result.kinds)}`);
