// The grade-slip OCR (issue #11): tesseract.js 7 (LSTM engine, the English
// data the browser gets) and the parser over the slips that
// client/scripts/generate-grade-slips.mjs renders, against the true rows.
import { measureOcr } from '@sasm/grade-slip/measure';

import { printGrid } from './lib/report.mjs';

const GOAL_SHARE = 0.95;
const GOAL_SECONDS = 2;

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'ocr',
  description: `grade slips read by OCR + parser: cells right (goal ≥ ${GOAL_SHARE * 100} %) and seconds per page (goal ≤ ${GOAL_SECONDS} s)`,
  async run() {
    const result = await measureOcr();
    printGrid(
      ['slip', 'cells right', 'share', 'seconds'],
      result.pages.map((page) => [
        page.file,
        `${page.right}/${page.total}`,
        `${(page.share * 100).toFixed(1)} %`,
        page.seconds.toFixed(2),
      ]),
    );
    const share = result.share * 100;
    console.log(
      `cells right: ${share.toFixed(1)} % (${result.right}/${result.total}), goal ≥ ${GOAL_SHARE * 100} %: ${result.share >= GOAL_SHARE ? 'met' : 'missed'}`,
    );
    console.log(
      `seconds per page: ${result.secondsPerPage.toFixed(2)} s (Node, one worker), goal ≤ ${GOAL_SECONDS} s: ${result.secondsPerPage <= GOAL_SECONDS ? 'met' : 'missed'}`,
    );
  },
};
