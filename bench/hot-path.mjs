import { PASSWORD, studentEmail } from './lib/applications-data.mjs';
import { Browser } from './lib/browser.mjs';
import { measure } from './lib/measure.mjs';
import { withClient } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { importServerModule } from './lib/services.mjs';
import { serversWithStudents } from './lib/student-servers.mjs';

const ACCOUNTS = 20;
/** Signed-in reads against the anonymous `{ __typename }`, per database (issue #14). */
const GOALS = { PostgreSQL: 0.8, 'PGlite (embedded)': 0.6 };

/**
 * What being signed in costs on the hottest requests: the anonymous
 * `{ __typename }` beside signed-in `me`, `unreadNotificationCount` and
 * `GET /api/user`, each as a multiple of the anonymous figure (the better of
 * a run before and a run after them), on both
 * databases. On PostgreSQL it also counts the rows written while the reads
 * ran (the goal: none).
 * @type {import('./run.mjs').Suite}
 */
export default {
  name: 'hot-path',
  description: 'signed-in reads (me, unread count, /api/user) vs anonymous { __typename }',
  async run() {
    const { hashPassword } = await importServerModule('modules/auth/passwords.js');
    const passwordHash = await hashPassword(PASSWORD);
    const results = [];
    for (const database of serversWithStudents(ACCOUNTS, passwordHash, 'hotpath')) {
      const started = await database.start();
      try {
        results.push({ name: database.name, ...(await measureReads(started)) });
      } finally {
        await started.stop();
      }
    }
    for (const result of results) {
      console.log(`\n${result.name}`);
      const goal = GOALS[result.name];
      printGrid(
        ['request', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '× anonymous', 'goal'],
        result.rows.map((row, index) => [
          row.title,
          String(Math.round(row.requestsPerSecond)),
          String(row.latencyP50),
          String(row.latencyP99),
          String(row.non2xx + row.errors),
          index === 0
            ? '1.00'
            : (row.requestsPerSecond / result.rows[0].requestsPerSecond).toFixed(2),
          index === 0
            ? ''
            : `≥ ${goal} ${row.requestsPerSecond / result.rows[0].requestsPerSecond >= goal ? 'met' : 'MISSED'}`,
        ]),
      );
      if (result.writes !== undefined)
        console.log(`rows written while the signed-in reads ran: ${result.writes} (goal 0)`);
    }
  },
};

/**
 * @param {{ server: { url: string }, databaseUrl?: string }} started
 */
async function measureReads({ server, databaseUrl }) {
  const writes = databaseUrl ? () => withClient(databaseUrl, rowsWritten) : undefined;
  const browser = await new Browser(server.url).signIn(studentEmail(1), PASSWORD);
  const signedIn = {
    'content-type': 'application/json',
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
  };
  const graphql = (/** @type {string} */ title, /** @type {string} */ query, headers = signedIn) =>
    measure({
      title,
      url: `${server.url}/graphql`,
      method: 'POST',
      headers,
      body: JSON.stringify({ query }),
    });
  const anonymous = () =>
    graphql('anonymous { __typename }', '{ __typename }', { 'content-type': 'application/json' });
  const first = await anonymous();
  const before = await writes?.();
  const signedInRows = [
    await graphql('signed-in { me { … } }', '{ me { id email firstname role verified } }'),
    await graphql('signed-in { unreadNotificationCount }', '{ unreadNotificationCount }'),
    await measure({
      title: 'signed-in GET /api/user',
      url: `${server.url}/api/user`,
      headers: signedIn,
    }),
  ];
  const after = await writes?.();
  // Measured first and last, the better figure is the baseline: a warming JIT or a busy
  // machine at one moment must not flatter the ratios.
  const last = await anonymous();
  const rows = [first.requestsPerSecond >= last.requestsPerSecond ? first : last, ...signedInRows];
  return {
    rows,
    writes: before === undefined ? undefined : /** @type {number} */ (after) - before,
  };
}

/**
 * Rows inserted, updated or deleted in the database so far, by the
 * statistics collector. A busy backend reports its counts at most once a
 * second, an idle one after ten seconds: we wait eleven.
 * @param {import('pg').Client} client
 */
async function rowsWritten(client) {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    `SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::bigint AS n FROM pg_stat_user_tables`,
  );
  return Number(rows[0].n);
}
