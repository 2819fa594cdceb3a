// HR going live with a programme (issue #36): 40 offices, then 10,000
// scholars from a spreadsheet, through the import API as the web client
// drives it (GraphQL previewImport, applyImport, then `import(id)` polled
// while it applies in batches), from a CSV and from an .xlsx, on PostgreSQL
// and on embedded PGlite; then the same file again through the REST facade,
// every row unchanged. Wall time of the dry run and of the apply, the
// server's RSS through both, and the database read back against the file.
// Figures are printed, never asserted.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { insertStaff, PASSWORD } from './lib/applications-data.mjs';
import { pgliteTemplate } from './lib/applications-submissions.mjs';
import { Browser } from './lib/browser.mjs';
import { clientOperation } from './lib/client-documents.mjs';
import {
  officeCells,
  programmeFiles,
  scholarRows,
  scholarsDigest,
  SCHOLARS_DIGEST_SQL,
} from './lib/import-data.mjs';
import { createDatabase, withClient } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { cpuSeconds, sampleRss, statusBytes } from './lib/rss.mjs';
import { importServerModule, startServer } from './lib/services.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { mib } from './lib/stats.mjs';

const SCHOLARS = positiveNumber('BENCH_IMPORT_SCHOLARS', 10_000);
const OFFICES = positiveNumber('BENCH_IMPORT_OFFICES', 40);
/** The web client asks every second (use-import-report.ts); finer here, for the figure. */
const POLL_MS = 250;
/** Dry run and apply of 10,000 scholars, on each database (issue #36). */
const GOAL_SECONDS = 30;
const HR_EMAIL = 'hr@staff.bench.local';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * @typedef {object} ImportState  the fields of the client's ImportFields fragment this suite reads
 * @property {string} id
 * @property {string} status
 * @property {number} createCount
 * @property {number} updateCount
 * @property {number} unchangedCount
 * @property {number} errorCount
 * @property {number} createdRows
 * @property {number} updatedRows
 * @property {number} unchangedRows
 * @property {number} rowsDone
 * @property {number} rowsTotal
 * @property {string | null} note
 */

/**
 * @typedef {object} Transport  how the suite speaks to the import API
 * @property {string} name
 * @property {(kind: string, bytes: Buffer, fileName: string) => Promise<ImportState>} preview
 * @property {(id: string) => Promise<ImportState>} apply
 * @property {(id: string) => Promise<ImportState>} get
 */

/** The web client's way: its own GraphQL documents, the file as a multipart upload. */
function graphqlTransport(/** @type {Browser} */ hr) {
  const documents = {
    preview: clientOperation('PreviewImport'),
    apply: clientOperation('ApplyImport'),
    get: clientOperation('Import'),
  };
  /** @param {Response} response */
  const data = async (response) => {
    const text = await response.text();
    const body = JSON.parse(text);
    if (response.status !== 200 || body.errors)
      throw new Error(`GraphQL answered ${response.status}: ${text.slice(0, 500)}`);
    return body.data;
  };
  const post = (/** @type {string} */ query, /** @type {object} */ variables) =>
    hr.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  return /** @type {Transport} */ ({
    name: 'GraphQL',
    async preview(kind, bytes, fileName) {
      const form = new FormData();
      const variables = { input: { kind }, file: null };
      form.set('operations', JSON.stringify({ query: documents.preview, variables }));
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new Blob([bytes], { type: TYPES[typeOf(fileName)] }), fileName);
      const response = await hr.fetch('/graphql', {
        method: 'POST',
        headers: PREFLIGHT,
        body: form,
      });
      return (await data(response)).previewImport;
    },
    async apply(id) {
      const input = { id, sendPasswordEmails: false };
      return (await data(await post(documents.apply, { input }))).applyImport;
    },
    async get(id) {
      return (await data(await post(documents.get, { id }))).import;
    },
  });
}

/** An integrator's way (README "Importing a programme"): POST /api/imports, …/apply, GET …/:id. */
function restTransport(/** @type {Browser} */ hr) {
  /** @param {Response} response @param {number} status */
  const document = async (response, status) => {
    const text = await response.text();
    if (response.status !== status)
      throw new Error(`REST answered ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text).import;
  };
  return /** @type {Transport} */ ({
    name: 'REST',
    async preview(kind, bytes, fileName) {
      const form = new FormData();
      form.set('kind', kind);
      form.set('file', new Blob([bytes], { type: TYPES[typeOf(fileName)] }), fileName);
      return document(await hr.fetch('/api/imports', { method: 'POST', body: form }), 201);
    },
    async apply(id) {
      const response = await hr.fetch(`/api/imports/${id}/apply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sendPasswordEmails: false }),
      });
      return document(response, 200);
    },
    async get(id) {
      return document(await hr.fetch(`/api/imports/${id}`), 200);
    },
  });
}

const typeOf = (/** @type {string} */ fileName) =>
  /** @type {'csv' | 'xlsx'} */ (fileName.endsWith('.xlsx') ? 'xlsx' : 'csv');

/**
 * The rows of a preview in error, as HR would read them first.
 * @param {Browser} hr
 * @param {string} id
 */
async function firstErrors(hr, id) {
  const response = await hr.fetch(`/api/imports/${id}/rows?action=error&limit=5`);
  const { items } = await response.json();
  return items
    .map(
      (/** @type {{ row: number, errors: Array<{ header: string, message: string }> }} */ item) =>
        `row ${item.row}: ${item.errors.map((e) => `${e.header}: ${e.message}`).join('; ')}`,
    )
    .join('\n');
}

/**
 * What a preview should count, or a thrown error saying what it counted.
 * @param {Browser} hr
 * @param {ImportState} preview
 * @param {Partial<Record<'createCount' | 'updateCount' | 'unchangedCount' | 'errorCount', number>>} expected
 */
async function expectCounts(hr, preview, expected) {
  const wrong = Object.entries(expected).filter(
    ([key, count]) => preview[/** @type {keyof ImportState} */ (key)] !== count,
  );
  if (wrong.length === 0) return;
  const errors = preview.errorCount > 0 ? `\n${await firstErrors(hr, preview.id)}` : '';
  throw new Error(
    `the dry run counted ${preview.createCount} to create, ${preview.updateCount} to update, ` +
      `${preview.unchangedCount} unchanged, ${preview.errorCount} in error; expected ` +
      `${JSON.stringify(expected)}${errors}`,
  );
}

/**
 * Applies a previewed import and follows it until it is no longer applying,
 * polling as the web client does; the progress seen on the way.
 * @param {Transport} transport
 * @param {string} id
 */
async function applyAndFollow(transport, id) {
  let state = await transport.apply(id);
  const started = performance.now();
  const progress = [{ ms: 0, rowsDone: state.rowsDone }];
  while (state.status === 'applying') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    state = await transport.get(id);
    if (state.rowsDone !== progress[progress.length - 1].rowsDone)
      progress.push({ ms: performance.now() - started, rowsDone: state.rowsDone });
  }
  if (state.status !== 'applied')
    throw new Error(`the apply ended ${state.status}: ${state.note ?? 'no note'}`);
  return { state, progress };
}

/**
 * The RSS of `pid` sampled through `work`, and the server's CPU seconds.
 * @template T
 * @param {number} pid
 * @param {() => Promise<T>} work
 */
async function sampled(pid, work) {
  const sampler = await sampleRss(pid);
  const cpu = cpuSeconds(pid);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    return { result, ms, cpu: cpuSeconds(pid) - cpu, rss: await sampler.stop() };
  } catch (error) {
    await sampler.stop();
    throw error;
  }
}

const peakOf = (/** @type {import('./lib/rss.mjs').RssSamples} */ rss) =>
  Math.max(rss.peakSampled, Number.isFinite(rss.peakKernel) ? rss.peakKernel : 0);

/**
 * One file imported as HR on a fresh server: the offices first, then the
 * scholars' dry run and apply (GraphQL, RSS sampled), then the same file
 * again (REST), all unchanged.
 * @param {{ url: string, pid: number }} server
 * @param {{ offices: Buffer, file: Buffer, fileName: string }} files
 */
async function importFile(server, { offices, file, fileName }) {
  const hr = await new Browser(server.url).signIn(HR_EMAIL, PASSWORD);
  const graphql = graphqlTransport(hr);
  const officesPreview = await graphql.preview('offices', offices, 'offices.csv');
  await expectCounts(hr, officesPreview, { createCount: OFFICES, errorCount: 0 });
  await applyAndFollow(graphql, officesPreview.id);

  // The server as HR finds it, signed in with the offices in: what the import adds to it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const start = statusBytes(server.pid, 'VmRSS');
  const dryRun = await sampled(server.pid, () => graphql.preview('scholars', file, fileName));
  await expectCounts(hr, dryRun.result, { createCount: SCHOLARS, errorCount: 0 });
  const apply = await sampled(server.pid, () => applyAndFollow(graphql, dryRun.result.id));
  const end = statusBytes(server.pid, 'VmRSS');
  const { state, progress } = apply.result;
  if (state.createdRows !== SCHOLARS)
    throw new Error(`the apply created ${state.createdRows} rows, not ${SCHOLARS}`);

  // The same file again, as an integrator would send it: nothing to do.
  const rest = restTransport(hr);
  const againStart = statusBytes(server.pid, 'VmRSS');
  const againDryRun = await sampled(server.pid, () => rest.preview('scholars', file, fileName));
  await expectCounts(hr, againDryRun.result, {
    createCount: 0,
    updateCount: 0,
    unchangedCount: SCHOLARS,
    errorCount: 0,
  });
  const againApply = await sampled(server.pid, () => applyAndFollow(rest, againDryRun.result.id));
  const again = againApply.result.state;
  if (again.unchangedRows !== SCHOLARS || again.createdRows + again.updatedRows > 0)
    throw new Error(
      `the same file again: ${again.unchangedRows} unchanged, ${again.createdRows} created, ` +
        `${again.updatedRows} updated`,
    );
  return {
    start,
    end,
    dryRun,
    apply,
    progress,
    again: {
      start: againStart,
      end: statusBytes(server.pid, 'VmRSS'),
      dryRun: againDryRun,
      apply: againApply,
      unchanged: again.unchangedRows,
      changed: again.createdRows + again.updatedRows,
    },
  };
}

/**
 * The built server on a fresh database holding the HR account: embedded
 * PGlite in a data directory prepared here, or a throwaway PostgreSQL
 * database. `finish()` stops it, reads the scholars back and removes the data.
 * @param {'pglite' | 'postgres'} kind
 * @param {string} passwordHash
 */
async function freshServer(kind, passwordHash) {
  const hr = (/** @type {import('./lib/applications-data.mjs').Queryable} */ db) =>
    insertStaff(db, passwordHash, 'hr');
  /** @param {import('./lib/applications-data.mjs').Queryable} db */
  const readBack = async (db) => (await db.query(SCHOLARS_DIGEST_SQL)).rows[0];
  if (kind === 'pglite') {
    const data = await pgliteTemplate(0, passwordHash, hr);
    try {
      const server = await startServer({ dataDir: data.dir });
      return {
        server,
        async finish() {
          try {
            await server.stop();
            // The embedded database is the server's alone while it runs.
            const { openPglite } = await importServerModule('db/database.js');
            const database = await openPglite(join(data.dir, 'db'));
            return await readBack(database.db.$client).finally(() => database.close());
          } finally {
            await data.remove();
          }
        },
      };
    } catch (error) {
      await data.remove();
      throw error;
    }
  }
  const database = await createDatabase('import');
  try {
    const server = await startServer({ env: { DATABASE_URL: database.url } });
    await withClient(database.url, hr);
    return {
      server,
      async finish() {
        try {
          await server.stop();
          return await withClient(database.url, readBack);
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

const DATABASES = /** @type {const} */ ([
  { key: 'pglite', name: 'PGlite (embedded)' },
  { key: 'postgres', name: 'PostgreSQL' },
]);

/** BENCH_DATABASE=pglite or =postgres measures one of them, as in the other suites. */
function chosenDatabases() {
  const only = process.env.BENCH_DATABASE;
  const chosen = only ? DATABASES.filter(({ key }) => key === only) : DATABASES;
  if (chosen.length === 0) throw new Error(`BENCH_DATABASE=${only}: pglite or postgres`);
  return chosen;
}

const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(1);
const count = (/** @type {number} */ n) => n.toLocaleString('en-US');

/**
 * @param {string} name
 * @param {Array<{ fileName: string, bytes: number, run: Awaited<ReturnType<typeof importFile>>, check: { ok: boolean, text: string } }>} results
 */
function printDatabase(name, results) {
  console.log(
    `\n${name}: ${count(SCHOLARS)} scholars in ${OFFICES} offices, as HR (GraphQL, as the web client); ` +
      'memory: flat wanted, no figure set (RSS, MiB)',
  );
  printGrid(
    [
      'file',
      'dry run s',
      'apply s',
      'whole s',
      `goal ≤ ${GOAL_SECONDS} s`,
      'rows/s applied',
      'server CPU s',
      'RSS start',
      'peak',
      'end',
      'peak − start',
    ],
    results.map(({ fileName, bytes, run }) => {
      const whole = run.dryRun.ms + run.apply.ms;
      const peak = Math.max(peakOf(run.dryRun.rss), peakOf(run.apply.rss));
      return [
        `${fileName} (${mib(bytes)} MiB)`,
        seconds(run.dryRun.ms),
        seconds(run.apply.ms),
        seconds(whole),
        whole <= GOAL_SECONDS * 1000 ? 'met' : 'MISSED',
        count(Math.round(SCHOLARS / (run.apply.ms / 1000))),
        (run.dryRun.cpu + run.apply.cpu).toFixed(1),
        mib(run.start),
        mib(peak),
        mib(run.end),
        mib(peak - run.start),
      ];
    }),
  );
  console.log('\nthe same file again (REST), every row unchanged:');
  printGrid(
    [
      'file',
      'unchanged',
      'written',
      'dry run s',
      'apply s',
      'whole s',
      'server CPU s',
      'RSS peak − start MiB',
      'database as the file',
    ],
    results.map(({ fileName, run: { again }, check }) => [
      fileName,
      `${count(again.unchanged)} of ${count(SCHOLARS)}`,
      String(again.changed),
      seconds(again.dryRun.ms),
      seconds(again.apply.ms),
      seconds(again.dryRun.ms + again.apply.ms),
      (again.dryRun.cpu + again.apply.cpu).toFixed(1),
      mib(Math.max(peakOf(again.dryRun.rss), peakOf(again.apply.rss)) - again.start),
      check.text,
    ]),
  );
  for (const { fileName, run } of results) {
    const { first, second } = halves(run.progress);
    console.log(
      `apply of ${fileName} as polled: first rows done at ${seconds(run.progress[1]?.ms ?? NaN)} s; ` +
        `${count(Math.round(first))} rows/s in the first half, ${count(Math.round(second))} in the second`,
    );
  }
}

/**
 * Rows a second before and after half the rows were done, from the progress
 * polled: an apply that slows down as the tables fill shows it here.
 * @param {Array<{ ms: number, rowsDone: number }>} progress
 */
function halves(progress) {
  const last = progress[progress.length - 1];
  const middle =
    progress.find((step) => step.rowsDone >= last.rowsDone / 2) ?? /** @type {never} */ (last);
  const rate = (
    /** @type {{ ms: number, rowsDone: number }} */ from,
    /** @type {{ ms: number, rowsDone: number }} */ to,
  ) => ((to.rowsDone - from.rowsDone) / (to.ms - from.ms)) * 1000;
  return { first: rate(progress[0], middle), second: rate(middle, last) };
}

async function run() {
  const { hashPassword } = await importServerModule('modules/auth/passwords.js');
  const passwordHash = await hashPassword(PASSWORD);
  const offices = officeCells(OFFICES);
  const { cells, records } = await scholarRows(SCHOLARS, offices);
  const files = await programmeFiles(offices, cells);
  const expected = scholarsDigest(records);
  // BENCH_IMPORT_FILES=dir keeps the generated files there, to open them.
  const keep = process.env.BENCH_IMPORT_FILES;
  if (keep) {
    await mkdir(keep, { recursive: true });
    await writeFile(join(keep, 'offices.csv'), files.offices);
    await writeFile(join(keep, 'scholars.csv'), files.csv);
    await writeFile(join(keep, 'scholars.xlsx'), files.xlsx);
    console.log(`files written to ${keep}`);
  }
  console.log(
    `generated: offices.csv (${OFFICES} rows), scholars.csv and scholars.xlsx ` +
      `(${count(SCHOLARS)} rows each, 3 blank rows after them); polled every ${POLL_MS} ms; ` +
      `no password e-mails; load average ${loadavg()[0].toFixed(2)}`,
  );

  for (const database of chosenDatabases()) {
    const results = [];
    for (const [fileName, file] of /** @type {const} */ ([
      ['scholars.csv', files.csv],
      ['scholars.xlsx', files.xlsx],
    ])) {
      process.stderr.write(`import: ${database.name}, ${fileName}…\n`);
      const { server, finish } = await freshServer(database.key, passwordHash);
      /** @type {Awaited<ReturnType<typeof importFile>>} */
      let result;
      try {
        result = await importFile(
          { url: server.url, pid: /** @type {number} */ (server.pid) },
          { offices: files.offices, file, fileName },
        );
      } catch (error) {
        await finish().catch(() => undefined);
        throw error;
      }
      const found = await finish();
      const ok =
        found.scholars === SCHOLARS && found.students === SCHOLARS && found.digest === expected;
      const check = {
        ok,
        text: ok
          ? `yes (${count(found.scholars)} scholars, digest equal)`
          : `NO: ${found.scholars} scholars, ${found.students} students, digest ${found.digest} ≠ ${expected}`,
      };
      results.push({ fileName, bytes: file.length, run: result, check });
    }
    printDatabase(database.name, results);
    const wrong = results.filter(({ check }) => !check.ok);
    if (wrong.length > 0)
      throw new Error(
        `${database.name}: the database does not hold what ${wrong.map((r) => r.fileName).join(' and ')} says`,
      );
  }
  console.log(
    `\nwhole: the dry run (upload to answer) plus the apply (request to "applied"), as HR waits; ` +
      `RSS sampled every 50 ms and the kernel's peak, start taken signed in with the offices in; ` +
      `"database as the file": scholars, accounts and an md5 of every scholar's e-mail, names, ` +
      `office, category, status, start, minutes and terms, read back after the server stopped. ` +
      `load average ${loadavg()[0].toFixed(2)}`,
  );
}

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'import',
  description:
    'HR imports a programme: 40 offices, then 10,000 scholars from .csv and .xlsx (dry run, apply in batches, the same file again)',
  run,
};
