// HR Analytics at scale (issue #12, Performance): every analytics query end to
// end over HTTP on PostgreSQL with 50,000 applications (and their audit
// trail), 5,000 scholars and 1,000,000 DTR rows, against p95 ≤ 100 ms, then
// the plans of the slowest query's statements; then (issue #38) HR staff
// rereading the dashboard at once, alone and beside HR decisions and DTR
// saves, in interleaved rounds. Figures are printed, never asserted.
import { loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import { insertStaff, PASSWORD, seedApplications } from './lib/applications-data.mjs';
import { measureAnalyticsAtWork, PEOPLE } from './lib/analytics-concurrent.mjs';
import { seedAnalytics, seedAnalyticsPeople } from './lib/analytics-data.mjs';
import { seedEvaluations } from './lib/dashboard-data.mjs';
import { Browser } from './lib/browser.mjs';
import { planSummary } from './lib/list-plans.mjs';
import { createDatabase, withClient } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { positiveNumber } from './lib/settings.mjs';
import { latencySummary, ms } from './lib/stats.mjs';
import { importServerModule, startServer } from './lib/services.mjs';

const APPLICATIONS = positiveNumber('BENCH_ANALYTICS_APPLICATIONS', 50_000);
const SCHOLARS = positiveNumber('BENCH_ANALYTICS_SCHOLARS', 5_000);
const OFFICES = 20;
const DTR_DAYS = positiveNumber('BENCH_ANALYTICS_DTR_DAYS', 200);
const LEAVES = positiveNumber('BENCH_ANALYTICS_LEAVES', 10_000);
const REQUESTS = positiveNumber('BENCH_ANALYTICS_REQUESTS', 200);
const WARMUP = positiveNumber('BENCH_ANALYTICS_WARMUP', 10, { allowZero: true });
const GOAL_P95_MS = 100;
/** The goal for the HR dashboard (its cards and donuts, one round trip). */
const DASHBOARD_GOAL_P95_MS = 150;
const TIME_ZONE = 'Asia/Manila';

const KPI = 'value previous delta sparkline';
const SUMMARY = `query($start: String, $end: String) { analyticsSummary(start: $start, end: $end) {
  start end activeStudents { ${KPI} } newThisMonth { ${KPI} } pendingApplications { ${KPI} }
  pendingLeaves { ${KPI} } avgDecisionDays stageDurations { status medianDays count }
  sparklineApplications sparklineNewUsers sparklineLeaveRequests } }`;
const DAILY = `query($start: String, $end: String) { applicationsDaily(start: $start, end: $end) { date applications } }`;
const PIPELINE = `query($start: String, $end: String) { applicationsPipeline(start: $start, end: $end) { status count } }`;
const BREAKDOWN = `{ activeScholarBreakdown { gender { label count } scholarship { label count } } }`;
// What the HR dashboard page asks (client/src/features/dashboard/hr-dashboard.graphql).
const HR_DASHBOARD = `{ hrDashboard { totalUsers pendingReviews offices satisfaction scoredEvaluations
  term { label } } activeScholarBreakdown { gender { label count } scholarship { label count } } }`;

/** @param {{ status: number, text: string }} answer */
function ok({ status, text }) {
  const body = JSON.parse(text);
  if (status !== 200 || body.errors) throw new Error(`answered ${status}: ${text.slice(0, 300)}`);
  return body.data ?? body;
}

/** @param {() => Promise<void>} call */
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

/** A year ending today, as YYYY-MM-DD in the university's zone. */
function lastYear() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: today };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement the server's own repository
 * sends for one summary of the `days` ending today, slowest first.
 * @param {string} databaseUrl
 * @param {number} days
 */
async function explainSummary(databaseUrl, days) {
  const { AnalyticsRepository } = await importServerModule(
    'modules/analytics/analytics.repository.js',
  );
  const { instantsOf, addDays } = await importServerModule('modules/analytics/analytics-range.js');
  return withClient(databaseUrl, async (client) => {
    /** @type {Array<{ sql: string, params: unknown[] }>} */
    const statements = [];
    const db = drizzle({
      client,
      logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
    });
    const repository = new AnalyticsRepository({ db });
    const today = lastYear().end;
    const range = { start: addDays(today, 1 - days), end: today };
    const period = instantsOf(range, TIME_ZONE);
    await repository.applicationsPerDay(period, TIME_ZONE);
    await repository.pipeline(period);
    await repository.newStudentsPerDay(period, TIME_ZONE);
    await repository.leaveRequestsPerDay(period, TIME_ZONE);
    await repository.pendingApplicationsNow();
    await repository.pendingApplicationsNet(period.from, TIME_ZONE);
    await repository.pendingLeavesNow();
    await repository.pendingLeavesNet(period.from, TIME_ZONE);
    await repository.activeScholarsPerDay(
      addDays(range.start, -1),
      range.end,
      period.from,
      TIME_ZONE,
    );
    await repository.avgDecisionDays(period);
    await repository.stageDurations(period);
    await repository.activeByGender();
    await repository.activeByProgram();
    const explained = [];
    for (const { sql, params } of statements) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      const plan = rows.map((row) => String(row['QUERY PLAN']));
      const execution = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? NaN);
      explained.push({ sql: sql.replace(/\s+/g, ' ').trim(), plan, execution });
    }
    return explained.sort((a, b) => b.execution - a.execution);
  });
}

async function analyticsAtScale() {
  console.log(
    `\n-- ${APPLICATIONS.toLocaleString('en-US')} applications, ${SCHOLARS.toLocaleString('en-US')} scholars, ` +
      `${(SCHOLARS * DTR_DAYS).toLocaleString('en-US')} DTR rows, ${LEAVES.toLocaleString('en-US')} leave requests on PostgreSQL`,
  );
  const database = await createDatabase('analytics');
  try {
    // Each person of the concurrent part says their own address (sign-in limits are per address);
    // Server-Timing gives the server's own time beside the client's.
    const server = await startServer({
      env: { DATABASE_URL: database.url, TRUST_PROXY: '1', SERVER_TIMING: 'true' },
    });
    try {
      const { hashPassword } = await importServerModule('modules/auth/passwords.js');
      const started = performance.now();
      const passwordHash = await hashPassword(PASSWORD);
      const seeded = await withClient(database.url, async (db) => {
        await seedApplications(db, APPLICATIONS);
        await insertStaff(db, passwordHash, 'hr');
        const sizes = await seedAnalytics(db, {
          scholars: SCHOLARS,
          offices: OFFICES,
          dtrDays: DTR_DAYS,
          leaves: LEAVES,
        });
        const { termOf, previousTerm } = await importServerModule('common/academic-term.js');
        const current = termOf(lastYear().end);
        return {
          ...sizes,
          evaluations: await seedEvaluations(db, [current, previousTerm(current)]),
        };
      });
      console.log(
        `seeded ${JSON.stringify(seeded)} in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
          `then VACUUM ANALYZE; load average ${loadavg()[0].toFixed(2)}`,
      );
      const hr = await new Browser(server.url).signIn('hr@staff.bench.local', PASSWORD);
      const year = lastYear();
      const graphql =
        (/** @type {string} */ query, variables = {}) =>
        async () => {
          ok(await hr.graphqlText(query, variables));
        };
      const rest = (/** @type {string} */ path) => async () => {
        const res = await hr.fetch(path);
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text}`);
      };
      const cases = [
        ['analyticsSummary, last 14 days (GraphQL)', graphql(SUMMARY)],
        ['analyticsSummary, a year (GraphQL)', graphql(SUMMARY, year)],
        ['applicationsDaily, last 14 days (GraphQL)', graphql(DAILY)],
        ['applicationsDaily, a year (GraphQL)', graphql(DAILY, year)],
        ['applicationsPipeline, last 14 days (GraphQL)', graphql(PIPELINE)],
        ['applicationsPipeline, a year (GraphQL)', graphql(PIPELINE, year)],
        ['activeScholarBreakdown (GraphQL)', graphql(BREAKDOWN)],
        ['/api/analytics/summary (REST)', rest('/api/analytics/summary')],
        ['/api/analytics/applications-daily (REST)', rest('/api/analytics/applications-daily')],
        ['/api/analytics/pipeline (REST)', rest('/api/analytics/pipeline')],
        [
          'HR dashboard page: hrDashboard + activeScholarBreakdown (GraphQL)',
          graphql(HR_DASHBOARD),
          DASHBOARD_GOAL_P95_MS,
        ],
        ['/api/dashboards/hr (REST)', rest('/api/dashboards/hr'), DASHBOARD_GOAL_P95_MS],
      ];
      const rows = [];
      for (const [title, call, goal = GOAL_P95_MS] of cases) {
        process.stderr.write(`timing ${title}…\n`);
        const summary = await time(/** @type {() => Promise<void>} */ (call));
        rows.push([
          /** @type {string} */ (title),
          ms(summary.p50),
          ms(summary.p95),
          ms(summary.p99),
          ms(summary.max),
          `${summary.p95 <= Number(goal) ? 'met' : 'MISSED'} (${String(goal)} ms)`,
        ]);
      }
      console.log(
        `\n${REQUESTS} sequential requests each after ${WARMUP} unrecorded, signed in as HR; ` +
          `load average ${loadavg()[0].toFixed(2)}`,
      );
      printGrid(['query', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'goal p95 ≤'], rows);

      for (const days of [14, 366]) {
        console.log(
          `\nThe summary of ${days} days statement by statement, EXPLAIN ANALYZE, slowest first:`,
        );
        const explained = await explainSummary(database.url, days);
        printGrid(
          ['statement', 'execution ms'],
          explained.map((e) => [e.sql.slice(0, 110), ms(e.execution)]),
        );
        for (const e of explained.slice(0, 2)) {
          console.log(`\n${e.sql}`);
          for (const line of planSummary(e.plan)) console.log(`  ${line}`);
        }
      }

      // After the plans: its decisions change the rows they read.
      const people = await withClient(database.url, (db) =>
        seedAnalyticsPeople(db, PEOPLE, passwordHash),
      );
      await measureAnalyticsAtWork(
        { server, ...people },
        { dashboardP95Ms: DASHBOARD_GOAL_P95_MS, analyticsP95Ms: GOAL_P95_MS },
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
  name: 'analytics',
  description:
    'HR analytics queries over 50,000 applications, 5,000 scholars, 1,000,000 DTR rows; HR dashboards at once, beside writes',
  run: analyticsAtScale,
};
