// Entry point of `npm run bench` (which builds first): runs every suite, or
// only those named on the command line (`node bench/run.mjs http-baseline`).
// Figures are printed, never asserted.
import analytics from './analytics.mjs';
import applicationDay from './application-day.mjs';
import applications from './applications.mjs';
import backup from './backup.mjs';
import clientWeight from './client-weight.mjs';
import dtr from './dtr.mjs';
import hotPath from './hot-path.mjs';
import httpBaseline from './http-baseline.mjs';
import importSuite from './import.mjs';
import masterList from './master-list.mjs';
import notifications from './notifications.mjs';
import ocr from './ocr.mjs';
import ocrBrowser from './ocr-browser.mjs';
import reload from './reload.mjs';
import signin from './signin.mjs';
import uploadsAbuse from './uploads-abuse.mjs';
import { cleanUpAll } from './lib/processes.mjs';
import { printMachine } from './lib/report.mjs';

/**
 * @typedef {object} Suite
 * @property {string} name  what to type after `node bench/run.mjs` to run only this suite
 * @property {string} description  one line, printed above its figures
 * @property {() => Promise<void>} run  starts what it needs, measures, prints, stops what it started
 */

/** @type {Suite[]} */
const suites = [
  httpBaseline,
  hotPath,
  notifications,
  applications,
  applicationDay,
  uploadsAbuse,
  dtr,
  masterList,
  importSuite,
  signin,
  analytics,
  backup,
  ocr,
  ocrBrowser,
  clientWeight,
  reload,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !suites.some((suite) => suite.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown suite: ${unknown.join(', ')} (available: ${suites.map((suite) => suite.name).join(', ')})`,
  );
  process.exit(2);
}
const selected = wanted.length > 0 ? suites.filter((suite) => wanted.includes(suite.name)) : suites;

try {
  printMachine();
  for (const suite of selected) {
    console.log(`\n== ${suite.name}: ${suite.description}`);
    await suite.run();
  }
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUpAll();
}
