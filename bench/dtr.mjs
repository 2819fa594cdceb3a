// The DTR at office scale (issue #9): an office with 200 scholars in a table
// of 1,000,000 DTR rows on PostgreSQL — the office's month view (overview,
// one scholar's sheet, the office CSV) and the bulk confirmation of the whole
// office's month (≈ 5,000 entries); then (issue #38) every office's staff
// rereading their month at once, alone and beside scholars' saves and single
// confirmations, in interleaved rounds. Figures are printed, never asserted.
import { loadavg } from 'node:os';
import { officeStaffEmail } from './lib/application-day-data.mjs';
import { PASSWORD } from './lib/applications-data.mjs';
import { Browser } from './lib/browser.mjs';
import { measureOfficesAtWork } from './lib/dtr-concurrent.mjs';
import { createDatabase, withClient } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { latencySummary, ms } from './lib/stats.mjs';
import { importServerModule, startServer } from './lib/services.mjs';

const OFFICES = positiveNumber('BENCH_DTR_OFFICES', 20);
const SCHOLARS_PER_OFFICE = positiveNumber('BENCH_DTR_SCHOLARS_PER_OFFICE', 200);
const DAYS_PER_SCHOLAR = positiveNumber('BENCH_DTR_DAYS', 250);
const REQUESTS = positiveNumber('BENCH_DTR_REQUESTS', 200);
const WARMUP = positiveNumber('BENCH_DTR_WARMUP', 10, { allowZero: true });
const CONFIRM_RUNS = positiveNumber('BENCH_DTR_CONFIRM_RUNS', 3);
const GOAL_VIEW_P95_MS = 100;
const GOAL_CONFIRM_MS = 2000;

/** Last month (UTC): wholly in the past, so every day of it can be recorded and confirmed. */
function measuredMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (/** @type {Date} */ d) => d.toISOString().slice(0, 10);
  return { month: day(first).slice(0, 7), first: day(first), last: day(last) };
}

/**
 * OFFICES × SCHOLARS_PER_OFFICE scholars, each with DAYS_PER_SCHOLAR duty
 * days (Monday–Saturday) ending on the last day of the measured month:
 * earlier months confirmed, the measured month unconfirmed; one staff account
 * an office. Every account has the password PASSWORD: the concurrent part
 * signs scholars in to save days. Straight SQL: the API would take hours for
 * a million rows.
 * @param {import('pg').Client} db
 * @param {{ first: string, last: string }} month
 * @param {string} passwordHash
 */
async function seed(db, { first, last }, passwordHash) {
  await db.query(
    `INSERT INTO offices (name, code)
     SELECT 'Bench Office ' || o, 'bench-' || o FROM generate_series(1, $1::int) AS o`,
    [OFFICES],
  );
  await db.query(
    `CREATE TEMP TABLE bench_scholars AS
     SELECT i, gen_random_uuid() AS user_id, gen_random_uuid() AS scholar_id,
            (SELECT id FROM offices WHERE code = 'bench-' || (1 + (i - 1) % $1::int)) AS office_id
     FROM generate_series(1, $2::int) AS i`,
    [OFFICES, OFFICES * SCHOLARS_PER_OFFICE],
  );
  await db.query(
    `INSERT INTO users (id, firstname, lastname, email, password_hash, role, verified)
     SELECT user_id, 'Scholar', 'Number ' || i, 'scholar' || i || '@students.bench.local',
            $1, 'student', true
     FROM bench_scholars`,
    [passwordHash],
  );
  await db.query(
    `INSERT INTO scholars (id, user_id, program, stage, status, office_id, started_on)
     SELECT scholar_id, user_id,
            (CASE WHEN i % 3 = 0 THEN 'student_marshal' ELSE 'student_assistant' END)::application_position,
            'scholar', 'active', office_id, $1::date - 400
     FROM bench_scholars`,
    [first],
  );
  await db.query(
    `INSERT INTO scholar_assignments (scholar_id, office_id, from_date)
     SELECT scholar_id, office_id, $1::date - 400 FROM bench_scholars`,
    [first],
  );
  await db.query(
    `CREATE TEMP TABLE bench_days AS
     SELECT day::date AS day FROM generate_series($1::date - 400, $1::date, interval '1 day') AS day
     WHERE extract(dow FROM day) <> 0 ORDER BY day DESC LIMIT $2::int`,
    [last, DAYS_PER_SCHOLAR],
  );
  await db.query(
    `INSERT INTO dtr_entries (scholar_id, work_date, in1, out1, in2, out2, worked_minutes, status, confirmed_at)
     SELECT s.scholar_id, d.day,
            CASE WHEN (s.i + extract(day FROM d.day)::int) % 5 = 0 THEN '08:15' ELSE '08:00' END,
            '12:00', '13:00', '17:00',
            CASE WHEN (s.i + extract(day FROM d.day)::int) % 5 = 0 THEN 465 ELSE 480 END,
            (CASE WHEN d.day < $1::date THEN 'confirmed' ELSE 'unconfirmed' END)::dtr_entry_status,
            CASE WHEN d.day < $1::date THEN now() END
     FROM bench_scholars AS s CROSS JOIN bench_days AS d`,
    [first],
  );
  await db.query(
    `INSERT INTO users (firstname, lastname, email, password_hash, role, verified, office_id)
     SELECT 'Office', 'Staff ' || o, 'office' || o || '@staff.bench.local', $1, 'office', true, id
     FROM offices, generate_series(1, $2::int) AS o WHERE code = 'bench-' || o`,
    [passwordHash, OFFICES],
  );
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM dtr_entries)::int AS entries,
            (SELECT id FROM offices WHERE code = 'bench-1') AS office_id,
            (SELECT scholar_id FROM bench_scholars WHERE i = 1) AS scholar_id`,
  );
  const offices = await officesWithScholars(db);
  const monthDays = await recordedDaysOf(db, first);
  // Autovacuum would get there; done now so every run plans on the same statistics.
  await db.query('VACUUM ANALYZE');
  const counts = /** @type {{ entries: number, office_id: string, scholar_id: string }} */ (
    rows[0]
  );
  return { ...counts, offices, monthDays };
}

/**
 * Every office in order (bench-1, bench-2…) with its scholars' ids.
 * @param {import('pg').Client} db
 * @returns {Promise<Array<{ id: string, scholars: string[] }>>}
 */
async function officesWithScholars(db) {
  const { rows } = await db.query(
    `SELECT o.id, array_agg(s.scholar_id ORDER BY s.i) AS scholars
     FROM bench_scholars AS s JOIN offices AS o ON o.id = s.office_id
     GROUP BY o.id, o.code ORDER BY substr(o.code, length('bench-') + 1)::int`,
  );
  return rows;
}

/**
 * The measured month's days every scholar has a row for, YYYY-MM-DD.
 * @param {import('pg').Client} db
 * @param {string} first  the month's first day
 * @returns {Promise<string[]>}
 */
async function recordedDaysOf(db, first) {
  const { rows } = await db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM bench_days WHERE day >= $1::date ORDER BY day`,
    [first],
  );
  return rows.map((row) => row.day);
}

/** @param {{ status: number, text: string }} answer */
function ok({ status, text }) {
  const body = JSON.parse(text);
  if (status !== 200 || body.errors) throw new Error(`answered ${status}: ${text.slice(0, 300)}`);
  return body.data;
}

/**
 * Latencies of REQUESTS sequential calls after WARMUP unrecorded ones.
 * @param {() => Promise<void>} call
 */
async function time(call) {
  for (let i = 0; i < WARMUP; i++) await call();
  const latencies = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  return latencySummary(latencies);
}

async function dtrAtScale() {
  const month = measuredMonth();
  const total = OFFICES * SCHOLARS_PER_OFFICE * DAYS_PER_SCHOLAR;
  console.log(
    `\n-- ${OFFICES} offices × ${SCHOLARS_PER_OFFICE} scholars × ${DAYS_PER_SCHOLAR} days ` +
      `(${total.toLocaleString('en-US')} DTR rows) on PostgreSQL; measured month ${month.month}`,
  );
  const database = await createDatabase('dtr');
  try {
    // Each person of the concurrent part says their own address (sign-in limits are per address);
    // Server-Timing gives the server's own time beside the client's.
    const server = await startServer({
      env: { DATABASE_URL: database.url, TRUST_PROXY: '1', SERVER_TIMING: 'true' },
    });
    try {
      const { hashPassword } = await importServerModule('modules/auth/passwords.js');
      const started = performance.now();
      const seeded = await withClient(database.url, async (db) =>
        seed(db, month, await hashPassword(PASSWORD)),
      );
      console.log(
        `seeded ${seeded.entries.toLocaleString('en-US')} entries in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s, then VACUUM ANALYZE; ` +
          `load average ${loadavg()[0].toFixed(2)}`,
      );
      const office = await new Browser(server.url).signIn(officeStaffEmail(1), PASSWORD);

      const overview = `query($month: String) { officeDtrMonth(month: $month) {
        rows { scholarId name daysRecorded confirmedDays totalHours late undertime monthStatus } } }`;
      const sheet = `query($scholarId: ID!, $month: String) { dtrMonth(scholarId: $scholarId, month: $month) {
        label name department days { day in1 out1 in2 out2 lateMinutes undertimeMinutes totalHours status flags }
        totals { totalHours late undertime } status } }`;
      const views = [
        [
          `officeDtrMonth: ${SCHOLARS_PER_OFFICE} scholars' month (GraphQL)`,
          async () => {
            const data = ok(await office.graphqlText(overview, { month: month.month }));
            if (data.officeDtrMonth.rows.length !== SCHOLARS_PER_OFFICE)
              throw new Error(`overview has ${data.officeDtrMonth.rows.length} rows`);
          },
        ],
        [
          "dtrMonth: one scholar's sheet (GraphQL)",
          async () => {
            ok(
              await office.graphqlText(sheet, { scholarId: seeded.scholar_id, month: month.month }),
            );
          },
        ],
        [
          'office month CSV (REST)',
          async () => {
            const res = await office.fetch(
              `/api/dtr/offices/${seeded.office_id}/months/${month.month}.csv`,
            );
            const text = await res.text();
            if (res.status !== 200) throw new Error(`CSV answered ${res.status}: ${text}`);
          },
        ],
      ];
      const rows = [];
      for (const [title, call] of views) {
        process.stderr.write(`timing ${title}…\n`);
        const summary = await time(/** @type {() => Promise<void>} */ (call));
        rows.push([
          /** @type {string} */ (title),
          ms(summary.p50),
          ms(summary.p95),
          ms(summary.p99),
          ms(summary.max),
          summary.p95 <= GOAL_VIEW_P95_MS ? 'met' : 'MISSED',
        ]);
      }
      console.log(
        `\n${REQUESTS} sequential requests each after ${WARMUP} unrecorded, signed in as the office's staff`,
      );
      printGrid(
        ['view', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `goal p95 ≤ ${GOAL_VIEW_P95_MS} ms`],
        rows,
      );

      const confirm = `mutation($input: ConfirmDtrDaysInput!) { confirmDtrDays(input: $input) { confirmedDays scholars } }`;
      const confirmRows = [];
      for (let run = 1; run <= CONFIRM_RUNS; run++) {
        const before = performance.now();
        const data = ok(await office.graphqlText(confirm, { input: { month: month.month } }));
        const took = performance.now() - before;
        const { confirmedDays, scholars } = data.confirmDtrDays;
        confirmRows.push([
          `run ${run}`,
          confirmedDays.toLocaleString('en-US'),
          String(scholars),
          ms(took),
          took <= GOAL_CONFIRM_MS ? 'met' : 'MISSED',
        ]);
        // Back to unconfirmed for the next run (and the month to draft: nothing else changed).
        await withClient(database.url, (db) =>
          db.query(
            `UPDATE dtr_entries SET status = 'unconfirmed', confirmed_by = NULL, confirmed_at = NULL
             WHERE work_date BETWEEN $1 AND $2
               AND scholar_id IN (SELECT id FROM scholars WHERE office_id = $3)`,
            [month.first, month.last, seeded.office_id],
          ),
        );
      }
      console.log(
        `\nbulk confirmation of the office's month (one confirmDtrDays), ${CONFIRM_RUNS} runs; ` +
          `load average ${loadavg()[0].toFixed(2)}`,
      );
      printGrid(
        ['run', 'days confirmed', 'scholars', 'ms', `goal ≤ ${GOAL_CONFIRM_MS} ms`],
        confirmRows,
      );

      await measureOfficesAtWork(
        {
          server,
          offices: seeded.offices,
          scholars: OFFICES * SCHOLARS_PER_OFFICE,
          month: month.month,
          monthDays: seeded.monthDays,
        },
        { viewP95Ms: GOAL_VIEW_P95_MS },
      );
      console.log(`load average ${loadavg()[0].toFixed(2)} at the end`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'dtr',
  description:
    'office month view and bulk confirmation: 200 scholars, 1,000,000 DTR rows; every office at once, beside writes',
  run: dtrAtScale,
};
