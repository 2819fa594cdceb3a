/**
 * Prints the share of cells read right per kind on the real-world set (issue
 * #34): npm run measure -w @sasm/grade-slip [-- --kind phone --kind scan].
 * Not part of npm test: the set takes over a minute of OCR.
 */
import { parseArgs } from 'node:util';

import { kindTable, measureRealWorld } from './measure.js';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', multiple: true },
    // The picture as it is, without the preparation.
    raw: { type: 'boolean' },
    // A step of the preparation left out (scale, flatten, deskew, rules).
    skip: { type: 'string', multiple: true },
  },
});

const result = await measureRealWorld({
  kinds: values.kind,
  prepare: !values.raw,
  skip: values.skip,
  onPage: (page) =>
    console.log(
      `${page.file}: ${page.right}/${page.total} cells, ${page.inText} in the OCR text, ${page.seconds.toFixed(2)} s`,
    ),
});
console.log(`\n${kindTable(result.kinds)}`);
