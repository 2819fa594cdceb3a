// HR's scholars master list (issue #12) at university scale on PostgreSQL:
// 5,000 scholars in 20 offices (each reassigned once, three terms of
// evaluations) in a table of 1,000,000 DTR rows. One page of the list with
// its summary, the last page, one office's page, and the whole list as CSV.
// Figures are printed, never asserted.
import { loadavg } from 'node:os';
import { seedApplications, insertStaff, PASSWORD } from './lib/applications-data.mjs';
import { Browser } from './lib/browser.mjs';
import { createDatabase, withClient } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { latencySummary, ms } from './lib/stats.mjs';
import { importServerModule, startServer } from './lib/services.mjs';

const OFFICES = positiveNumber('BENCH_LIST_OFFICES', 20);
const SCHOLARS = positiveNumber('BENCH_LIST_SCHOLARS', 5000);
const DAYS_PER_SCHOLAR = positiveNumber('BENCH_LIST_DAYS', 200);
const REQUESTS = positiveNumber('BENCH_LIST_REQUESTS', 100);
const CSV_REQUESTS = positiveNumber('BENCH_LIST_CSV_REQUESTS', 10);
const WARMUP = positiveNumber('BENCH_LIST_WARMUP', 5, { allowZero: true });
const PAGE_SIZE = 20;
const GOAL_PAGE_P95_MS = 100;

/**
 * SCHOLARS students with an application each (bench/lib), every one deployed
 * 400 days ago at one office and moved to another 200 days later, with
 * DAYS_PER_SCHOLAR duty days up to yesterday (the last ten unconfirmed) and an
 * evaluation in each of the last three terms. Straight SQL: the API would take
 * hours for a million rows.
 * @param {import('pg').Client} db
 * @param {string} passwordHash
 */
async function seed(db, passwordHash) {
  await seedApplications(db, SCHOLARS);
  await db.query(
    `INSERT INTO offices (name, code)
     SELECT 'Bench Office ' || o, 'bench-' || o FROM generate_series(1, $1::int) AS o`,
    [OFFICES],
  );
  await db.query(
    `CREATE TEMP TABLE bench_scholars AS
     SELECT row_number() OVER (ORDER BY a.id) AS i, gen_random_uuid() AS scholar_id,
            a.id AS application_id, a.user_id, a.position
     FROM applications AS a`,
  );
  await db.query(
    `CREATE TEMP TABLE bench_offices AS
     SELECT row_number() OVER (ORDER BY code) - 1 AS n, id FROM offices WHERE code LIKE 'bench-%'`,
  );
  await db.query(
    `INSERT INTO scholars (id, user_id, application_id, program, stage, status, office_id, started_on)
     SELECT s.scholar_id, s.user_id, s.application_id, s.position, 'scholar',
            (CASE WHEN s.i % 10 = 0 THEN 'suspended' ELSE 'active' END)::scholar_status,
            o.id, current_date - 400
     FROM bench_scholars AS s JOIN bench_offices AS o ON o.n = s.i % $1::int`,
    [OFFICES],
  );
  await db.query(
    `INSERT INTO scholar_assignments (scholar_id, office_id, from_date, to_date)
     SELECT s.scholar_id, o.id, current_date - 400, current_date - 200
     FROM bench_scholars AS s JOIN bench_offices AS o ON o.n = (s.i + 1) % $1::int
     UNION ALL
     SELECT s.scholar_id, o.id, current_date - 200, NULL
     FROM bench_scholars AS s JOIN bench_offices AS o ON o.n = s.i % $1::int`,
    [OFFICES],
  );
  await db.query(
    `CREATE TEMP TABLE bench_days AS
     SELECT day::date AS day FROM generate_series(current_date - 400, current_date - 1, interval '1 day') AS day
     WHERE extract(dow FROM day) <> 0 ORDER BY day DESC LIMIT $1::int`,
    [DAYS_PER_SCHOLAR],
  );
  await db.query(
    `INSERT INTO dtr_entries (scholar_id, work_date, in1, out1, in2, out2, worked_minutes, status, confirmed_at)
     SELECT s.scholar_id, d.day, '08:00', '12:00', '13:00', '17:00', 480,
            (CASE WHEN d.day < current_date - 10 THEN 'confirmed' ELSE 'unconfirmed' END)::dtr_entry_status,
            CASE WHEN d.day < current_date - 10 THEN now() END
     FROM bench_scholars AS s CROSS JOIN bench_days AS d`,
  );
  const { termOf, previousTerm } = await importServerModule('common/academic-term.js');
  const current = termOf(new Date().toISOString().slice(0, 10));
  const terms = [current, previousTerm(current), previousTerm(previousTerm(current))];
  for (const [n, term] of terms.entries()) {
    await db.query(
      `INSERT INTO evaluations (scholar_id, office_id, term, academic_year, items)
       SELECT s.scholar_id, s.office_id, $1::evaluation_term, $2,
              jsonb_build_array(
                jsonb_build_object('criterion', 'attendance', 'rating', 1 + (s.i + $3::int) % 5, 'comment', null),
                jsonb_build_object('criterion', 'punctuality', 'rating', 4, 'comment', null),
                jsonb_build_object('criterion', 'engagement', 'rating', 5, 'comment', null),
                jsonb_build_object('criterion', 'attitude', 'rating', null, 'comment', null),
                jsonb_build_object('criterion', 'performance', 'rating', 3, 'comment', null))
       FROM (SELECT b.*, sc.office_id FROM bench_scholars AS b JOIN scholars AS sc ON sc.id = b.scholar_id) AS s`,
      [term.term, term.academicYear, n],
    );
  }
  const hr = await insertStaff(db, passwordHash, 'hr');
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM dtr_entries)::int AS entries,
            (SELECT count(*) FROM scholars)::int AS scholars,
            (SELECT id FROM offices WHERE code = 'bench-1') AS office_id`,
  );
  // Autovacuum would get there; done now so every run plans on the same statistics.
  await db.query('VACUUM ANALYZE');
  return {
    hr,
    .../** @type {{ entries: number, scholars: number, office_id: string }} */ (rows[0]),
  };
}

/**
 * The plan of the page statement as the server sends it: the repository's own
 * SQL (captured from a stand-in database), run under EXPLAIN ANALYZE.
 * @param {string} url
 * @param {string | undefined} officeId
 */
async function explainPage(url, officeId) {
  const { MasterListRepository } = await importServerModule(
    'modules/master-list/master-list.repository.js',
  );
  const { termOf, termDates } = await importServerModule('common/academic-term.js');
  const { PgDialect } = await import('drizzle-orm/pg-core');
  /** @type {unknown} */
  let statement;
  const capture = {
    db: { execute: async (/** @type {unknown} */ sql) => ((statement = sql), { rows: [] }) },
  };
  const today = new Date().toISOString().slice(0, 10);
  const term = termOf(today);
  await new MasterListRepository(capture).page(
    { officeId, term, ...termDates(term), asOf: today },
    0,
    PAGE_SIZE,
  );
  const query = new PgDialect().sqlToQuery(/** @type {any} */ (statement));
  const plan = await withClient(url, (db) =>
    db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.sql}`, query.params),
  );
  console.log(`\nEXPLAIN ANALYZE of page 1${officeId ? ' of one office' : ''}:`);
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
}

/** @param {{ status: number, text: string }} answer */
function ok({ status, text }) {
  const body = JSON.parse(text);
  if (status !== 200 || body.errors) throw new Error(`answered ${status}: ${text.slice(0, 300)}`);
  return body.data;
}

/**
 * Latencies of `count` sequential calls after WARMUP unrecorded ones.
 * @param {() => Promise<void>} call
 * @param {number} count
 */
async function time(call, count) {
  for (let i = 0; i < WARMUP; i++) await call();
  const latencies = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  return latencySummary(latencies);
}

const LIST = `query($filter: MasterListFilter, $page: Int!, $limit: Int!) {
  masterList(filter: $filter, page: $page, limit: $limit) {
    items { scholarId firstName lastName email officeName program stage status monthsInService
      daysInService confirmedMinutes latestScore latestScoreTerm { label } gender }
    pagination { currentPage totalPages totalItems }
    term { label } asOf
    summary { total male female byOffice { officeName count } byProgram { program count } }
  }
}`;

async function masterListAtScale() {
  console.log(
    `\n-- ${SCHOLARS.toLocaleString('en-US')} scholars in ${OFFICES} offices × ${DAYS_PER_SCHOLAR} days ` +
      `(${(SCHOLARS * DAYS_PER_SCHOLAR).toLocaleString('en-US')} DTR rows) on PostgreSQL`,
  );
  const database = await createDatabase('list');
  try {
    const server = await startServer({ env: { DATABASE_URL: database.url } });
    try {
      const { hashPassword } = await importServerModule('modules/auth/passwords.js');
      const started = performance.now();
      const seeded = await withClient(database.url, async (db) =>
        seed(db, await hashPassword(PASSWORD)),
      );
      console.log(
        `seeded ${seeded.scholars.toLocaleString('en-US')} scholars and ` +
          `${seeded.entries.toLocaleString('en-US')} DTR entries in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s, then VACUUM ANALYZE; ` +
          `load average ${loadavg()[0].toFixed(2)}`,
      );
      const hr = await new Browser(server.url).signIn(seeded.hr, PASSWORD);
      const lastPage = Math.ceil(SCHOLARS / PAGE_SIZE);
      /** @param {object} filter @param {number} page @param {number} rows */
      const page = (filter, page, rows) => async () => {
        const data = ok(await hr.graphqlText(LIST, { filter, page, limit: PAGE_SIZE }));
        if (data.masterList.items.length !== rows)
          throw new Error(`page ${page} has ${data.masterList.items.length} rows, not ${rows}`);
      };
      const views = [
        [`page 1 of ${lastPage} with the summary (GraphQL)`, page({}, 1, PAGE_SIZE), REQUESTS],
        [
          `page ${lastPage}, the last (GraphQL)`,
          page({}, lastPage, SCHOLARS - (lastPage - 1) * PAGE_SIZE),
          REQUESTS,
        ],
        [
          "one office's page 1 (GraphQL)",
          page({ officeId: seeded.office_id }, 1, PAGE_SIZE),
          REQUESTS,
        ],
        [
          `the whole list as CSV, ${SCHOLARS.toLocaleString('en-US')} rows (REST)`,
          async () => {
            const res = await hr.fetch('/api/master-list/export.csv');
            const text = await res.text();
            if (res.status !== 200) throw new Error(`CSV answered ${res.status}: ${text}`);
          },
          CSV_REQUESTS,
        ],
      ];
      const rows = [];
      for (const [title, call, count] of views) {
        process.stderr.write(`timing ${title}…\n`);
        const summary = await time(
          /** @type {() => Promise<void>} */ (call),
          /** @type {number} */ (count),
        );
        rows.push([
          /** @type {string} */ (title),
          String(count),
          ms(summary.p50),
          ms(summary.p95),
          ms(summary.max),
          String(title).includes('CSV') ? '—' : summary.p95 <= GOAL_PAGE_P95_MS ? 'met' : 'MISSED',
        ]);
      }
      console.log(
        `\nsequential requests each after ${WARMUP} unrecorded, signed in as HR; ` +
          `load average ${loadavg()[0].toFixed(2)}`,
      );
      printGrid(
        ['view', 'requests', 'p50 ms', 'p95 ms', 'max ms', `goal p95 ≤ ${GOAL_PAGE_P95_MS} ms`],
        rows,
      );
      await explainPage(database.url, undefined);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** @type {import('./run.mjs').Suite} */
export default {
  name: 'master-list',
  description:
    "HR's scholars master list: 5,000 scholars, 1,000,000 DTR rows, one page and the CSV",
  run: masterListAtScale,
};
