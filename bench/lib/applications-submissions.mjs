// Concurrent application submissions (the `submissions` part of the
// applications suite): each run starts a fresh server on fresh data, its
// files on the disk or in an S3 bucket (s3rver in this process), signs in
// `concurrency` + 1 verified students (one for a warm-up submission), sends
// the others' multipart submissions all at once while sampling the server's
// RSS, then stops the server and counts what was stored.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3TestServer } from '@sasm/s3-test-server';
import { PASSWORD, seedStudents, studentEmail } from './applications-data.mjs';
import { Browser, ipOf } from './browser.mjs';
import { createDatabase, withClient } from './postgres.mjs';
import { onCleanup } from './processes.mjs';
import { printGrid } from './report.mjs';
import { cpuSeconds, sampleRss, statusBytes } from './rss.mjs';
import { importServerModule, startServer } from './services.mjs';
import { latencySummary, mib, ms } from './stats.mjs';
import { submissionForm, uploadFiles } from './upload-payloads.mjs';

const MB = 2 ** 20;
/** "200x3,50x3": concurrency × MB of files per submission. */
const runs = (process.env.BENCH_SUBMISSIONS ?? '200x3,50x3,200x0.3').split(',').map((run) => {
  const [concurrency, mb] = run.split('x').map(Number);
  if (!(concurrency >= 1 && mb > 0)) throw new Error(`BENCH_SUBMISSIONS: bad run "${run}"`);
  return { concurrency, bytes: Math.round(mb * MB) };
});
const databases = (process.env.BENCH_SUBMISSION_DATABASES ?? 'pglite,postgres').split(',');
const storages = (process.env.BENCH_UPLOAD_STORAGE ?? 'disk,s3').split(',');
const SIGN_IN_PARALLEL = 8;

/** Goal (issue text): RSS growth ≤ 64 MB + 0.3 MB × concurrency. */
export const growthGoal = (/** @type {number} */ concurrency) => (64 + 0.3 * concurrency) * MB;

/**
 * @param {Browser} student
 * @param {ReturnType<typeof uploadFiles>} files
 */
async function submit(student, files) {
  const started = performance.now();
  try {
    const response = await student.fetch('/api/applications', {
      method: 'POST',
      body: submissionForm(files),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, text };
  } catch (error) {
    const text = error instanceof Error ? `${error.message} ${error.cause ?? ''}` : String(error);
    return { status: 0, ms: performance.now() - started, text };
  }
}

/**
 * A PGlite data directory, migrated by the server's own code and holding
 * `count` students, that each PGlite run copies: creating one takes PGlite
 * many seconds. Removed by `remove()`, on failure and on Ctrl-C.
 * @param {number} count
 * @param {string} passwordHash
 * @param {(db: import('./applications-data.mjs').Queryable) => Promise<unknown>} [seedMore]  more rows to write
 */
export async function pgliteTemplate(count, passwordHash, seedMore) {
  const dir = await mkdtemp(join(tmpdir(), 'sasm-bench-pglite-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const unregister = onCleanup(remove);
  const { openPglite } = await importServerModule('db/database.js');
  const database = await openPglite(join(dir, 'db'));
  try {
    await database.migrate();
    await seedStudents(database.db.$client, count, passwordHash);
    await seedMore?.(database.db.$client);
  } finally {
    await database.close();
  }
  return {
    dir,
    remove: async () => {
      unregister();
      await remove();
    },
  };
}

/**
 * Rows and stored files after the run, with the server stopped: files on the
 * disk, or objects in the bucket (leftovers: unfinished multipart uploads).
 * @param {{ dataDir: string, databaseUrl?: string, s3?: import('@sasm/s3-test-server').S3TestServer }} target
 */
async function countStored({ dataDir, databaseUrl, s3 }) {
  const sql = `SELECT (SELECT count(*) FROM applications)::int AS applications,
                      (SELECT count(*) FROM files)::int AS files,
                      (SELECT count(*) FROM application_documents)::int AS documents`;
  let counts;
  if (databaseUrl) counts = await withClient(databaseUrl, (client) => client.query(sql));
  else {
    const { openPglite } = await importServerModule('db/database.js');
    const database = await openPglite(join(dataDir, 'db'));
    counts = await database.db.$client.query(sql).finally(() => database.close());
  }
  const uploads = join(dataDir, 'uploads');
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  const stored = entries.filter((entry) => entry.isFile());
  const leftovers = stored.filter((entry) => entry.parentPath === join(uploads, 'tmp'));
  const inBucket = s3 ? (await s3.objects()).length : 0;
  const unfinished = s3 ? (await s3.unfinishedUploads()).length : 0;
  return {
    ...counts.rows[0],
    uploads: stored.length - leftovers.length + inBucket,
    leftovers: leftovers.length + unfinished,
  };
}

/**
 * Signs `concurrency` + 1 students in, sends one warm-up submission, then
 * the others' all at once while sampling the server's RSS and CPU.
 * @param {{ url: string, pid: number | undefined }} server
 * @param {number} concurrency
 * @param {number} bytes
 */
async function measureBurst(server, concurrency, bytes) {
  const pid = /** @type {number} */ (server.pid);
  const students = Array.from(
    { length: concurrency + 1 },
    (_, i) => new Browser(server.url, { ip: ipOf(i + 1) }),
  );
  for (let i = 0; i < students.length; i += SIGN_IN_PARALLEL) {
    const batch = students.slice(i, i + SIGN_IN_PARALLEL);
    await Promise.all(batch.map((student, j) => student.signIn(studentEmail(i + j + 1), PASSWORD)));
  }
  const files = uploadFiles(bytes);
  const [warmup, ...submitting] = students;
  const first = await submit(warmup, files);
  if (first.status !== 201)
    throw new Error(`warm-up submission answered ${first.status}: ${first.text.slice(0, 500)}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const baseline = statusBytes(pid, 'VmRSS');
  const sampler = await sampleRss(pid);
  const serverCpu = cpuSeconds(pid);
  const benchCpu = process.cpuUsage();
  const started = performance.now();
  const results = await Promise.all(submitting.map((student) => submit(student, files)));
  const wallMs = performance.now() - started;
  const benchUsed = process.cpuUsage(benchCpu);
  const cpu = {
    server: cpuSeconds(pid) - serverCpu,
    bench: (benchUsed.user + benchUsed.system) / 1e6,
  };
  const rss = await sampler.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const ok = results.filter((r) => r.status === 201);
  return {
    bytes: files.bytes,
    baseline,
    rss: { ...rss, after: statusBytes(pid, 'VmRSS') },
    wallMs,
    cpu,
    successes: ok.length,
    failures: results.filter((r) => r.status !== 201),
    latency: latencySummary(ok.map((r) => r.ms)),
  };
}

/**
 * One run on a fresh server and data: PGlite from a copy of `template`, or a
 * new PostgreSQL database the server migrates and we then add students to;
 * files on the disk, or in a new bucket of an S3 server of this process.
 * @param {{ storage: string, kind: string, concurrency: number, bytes: number, passwordHash: string, template?: string }} run
 */
async function submissionRun({ storage, kind, concurrency, bytes, passwordHash, template }) {
  process.stderr.write(`submissions: ${storage}, ${kind}, ${concurrency} × ${mib(bytes)} MiB…\n`);
  const dataDir = await mkdtemp(join(tmpdir(), 'sasm-bench-submit-'));
  const unregisterDir = onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const database = kind === 'postgres' ? await createDatabase('submit') : undefined;
  const databaseUrl = database?.url;
  const s3 = storage === 's3' ? await startS3TestServer() : undefined;
  const unregisterS3 = s3 ? onCleanup(() => s3.close()) : () => {};
  try {
    if (template) await cp(template, dataDir, { recursive: true });
    const server = await startServer({
      dataDir,
      env: {
        TRUST_PROXY: '1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...s3?.env,
      },
    });
    let burst;
    try {
      if (databaseUrl)
        await withClient(databaseUrl, (client) =>
          seedStudents(client, concurrency + 1, passwordHash),
        );
      burst = await measureBurst(server, concurrency, bytes);
    } finally {
      await server.stop();
    }
    const stored = await countStored({ dataDir, databaseUrl, s3 });
    return { storage, kind, concurrency, ...burst, stored, load: loadavg()[0] };
  } finally {
    unregisterS3();
    await s3?.close();
    await database?.drop();
    unregisterDir();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every configured run, on every configured database, with every configured storage. */
export async function runSubmissions() {
  const { hashPassword } = await importServerModule('modules/auth/passwords.js');
  const passwordHash = await hashPassword(PASSWORD);
  const most = Math.max(...runs.map((run) => run.concurrency)) + 1;
  for (const storage of storages)
    if (storage !== 'disk' && storage !== 's3')
      throw new Error(`BENCH_UPLOAD_STORAGE: unknown "${storage}"`);
  const results = [];
  for (const kind of databases) {
    if (kind !== 'pglite' && kind !== 'postgres')
      throw new Error(`BENCH_SUBMISSION_DATABASES: unknown "${kind}"`);
    const template = kind === 'pglite' ? await pgliteTemplate(most, passwordHash) : undefined;
    try {
      for (const run of runs)
        for (const storage of storages)
          results.push(
            await submissionRun({ storage, kind, ...run, passwordHash, template: template?.dir }),
          );
    } finally {
      await template?.remove();
    }
  }
  return results;
}

/**
 * The runs' figures, the goal beside each, the failures' first answers and
 * whether what was stored matches what succeeded.
 * @param {Awaited<ReturnType<typeof submissionRun>>[]} results
 */
export function printSubmissions(results) {
  console.log(
    '\n-- concurrent submissions: POST /api/applications (multipart, streamed), each by its own ' +
      'signed-in verified student, all sent at once after one warm-up submission; ' +
      'a fresh server (production mode) and data per run',
  );
  const run = (/** @type {(typeof results)[number]} */ r) => [
    r.storage,
    r.kind,
    String(r.concurrency),
    mib(r.bytes),
  ];
  console.log(
    '\nserver memory (MiB; RSS sampled every 50 ms, kernel peak = VmHWM since the burst began)',
  );
  printGrid(
    [
      'files in',
      'database',
      'concurrency',
      'files/subm.',
      'RSS before',
      'peak sampled',
      'peak kernel',
      'growth',
      'goal',
      'verdict',
      'RSS 1 s after',
    ],
    results.map((r) => {
      const growth = Math.max(r.rss.peakSampled, r.rss.peakKernel || 0) - r.baseline;
      return [
        ...run(r),
        mib(r.baseline),
        mib(r.rss.peakSampled),
        Number.isFinite(r.rss.peakKernel) ? mib(r.rss.peakKernel) : '-',
        mib(growth),
        `≤ ${mib(growthGoal(r.concurrency))}`,
        growth <= growthGoal(r.concurrency) ? 'met' : 'MISSED',
        mib(r.rss.after),
      ];
    }),
  );
  console.log('goal: RSS growth ≤ 64 MB + 0.3 MB × concurrency (MB taken as MiB)');

  console.log(
    '\nthroughput and latency (successful submissions; CPU: seconds used during the burst)',
  );
  printGrid(
    [
      'files in',
      'database',
      'concurrency',
      'files/subm.',
      'wall s',
      'subm./s',
      'MiB/s',
      'p50 ms',
      'p95 ms',
      'failed',
      'server CPU s',
      'bench CPU s',
      'load after',
    ],
    results.map((r) => {
      const seconds = r.wallMs / 1000;
      return [
        ...run(r),
        seconds.toFixed(1),
        (r.successes / seconds).toFixed(1),
        ((r.successes * r.bytes) / MB / seconds).toFixed(1),
        ms(r.latency.p50),
        ms(r.latency.p95),
        String(r.failures.length),
        r.cpu.server.toFixed(1),
        r.cpu.bench.toFixed(1),
        r.load.toFixed(2),
      ];
    }),
  );

  console.log('\nstored afterwards (server stopped)');
  for (const r of results) {
    const expected = r.successes + 1; // + the warm-up submission
    const s = r.stored;
    const consistent =
      s.applications === expected &&
      s.files === 3 * expected &&
      s.documents === 3 * expected &&
      s.uploads === 3 * expected &&
      s.leftovers === 0;
    console.log(
      `${r.storage} ${r.kind} ×${r.concurrency} ${mib(r.bytes)} MiB: ${s.applications} applications, ${s.files} file rows, ` +
        `${s.documents} document links, ${s.uploads} stored files, ${s.leftovers} unfinished (.part or multipart) ` +
        `for ${r.successes} successes + 1 warm-up: ${consistent ? 'consistent' : 'INCONSISTENT'} ` +
        `(${r.rss.samples} RSS samples, longest gap ${r.rss.longestGapMs.toFixed(0)} ms)`,
    );
    for (const failure of r.failures.slice(0, 3))
      console.log(`  failed: ${failure.status} ${failure.text.slice(0, 300)}`);
  }
}
