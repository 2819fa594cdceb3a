import { insertStaff, PASSWORD, studentEmail } from './lib/applications-data.mjs';
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
 * `GET /api/user`, and an HR API token's `me` and first page of applications
 * (issue #16), each as a multiple of the anonymous figure (the better of
 * a run before and a run after them), on both
 * databases. On PostgreSQL it also counts the rows written while the reads
 * ran (the goal: none; a token's "last used" at most once a minute).
 * @type {import('./run.mjs').Suite}
 */
export default {
  name: 'hot-path',
  description:
    'signed-in and API-token reads (me, unread count, /api/user, applications) vs anonymous { __typename }',
  async run() {
    const { hashPassword } = await importServerModule('modules/auth/passwords.js');
    const passwordHash = await hashPassword(PASSWORD);
    const results = [];
    const servers = serversWithStudents(ACCOUNTS, passwordHash, 'hotpath', {
      seedMore: (db) => insertStaff(db, passwordHash, 'hr'),
      // The per-token limit would answer the benchmark 429.
      env: { API_TOKEN_REQUESTS_PER_MINUTE: '1000000' },
    });
    for (const database of servers) {
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
      if (result.tokenWrites !== undefined)
        console.log(
          `rows written while the API-token reads ran: ${result.tokenWrites} (goal: "last used", at most 1 a minute)`,
        );
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
  // The HR session and its token are made before any count of written rows.
  const hr = await hrSessionAndToken(server.url);
  const bearer = { 'content-type': 'application/json', authorization: `Bearer ${hr.token}` };
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
  const applicationsPage = `${server.url}/api/applications/all?page=1&limit=10`;
  const tokenRows = [
    await measure({
      title: 'HR session GET /api/applications/all (page 1)',
      url: applicationsPage,
      headers: hr.sessionHeaders,
    }),
    // The same user's session beside its token: what the credential costs, apart from the user.
    await graphql('HR session { me { … } }', '{ me { id email firstname role verified } }', {
      'content-type': 'application/json',
      ...hr.sessionHeaders,
    }),
    await graphql('API token { me { … } }', '{ me { id email firstname role verified } }', bearer),
    await measure({
      title: 'API token GET /api/applications/all (page 1)',
      url: applicationsPage,
      headers: bearer,
    }),
  ];
  const afterTokens = await writes?.();
  // Measured first and last, the better figure is the baseline: a warming JIT or a busy
  // machine at one moment must not flatter the ratios.
  const last = await anonymous();
  const rows = [
    first.requestsPerSecond >= last.requestsPerSecond ? first : last,
    ...signedInRows,
    ...tokenRows,
  ];
  return {
    rows,
    writes: before === undefined ? undefined : /** @type {number} */ (after) - before,
    tokenWrites:
      after === undefined
        ? undefined
        : /** @type {number} */ (afterTokens) - /** @type {number} */ (after),
  };
}

/** The seeded HR account signed in, and a read API token it made as on the profile page. */
async function hrSessionAndToken(/** @type {string} */ url) {
  const hr = await new Browser(url).signIn('hr@staff.bench.local', PASSWORD);
  const response = await hr.fetch('/api/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scope: 'read', expiresInDays: 30 }),
  });
  if (response.status !== 201)
    throw new Error(`token: ${response.status} ${await response.text()}`);
  const { secret } = /** @type {{ secret: string }} */ (await response.json());
  const sessionHeaders = {
    cookie: [...hr.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(hr.cookies.get('XSRF-TOKEN') ?? ''),
  };
  return { token: secret, sessionHeaders };
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
