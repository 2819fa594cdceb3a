import { insertStaff, PASSWORD, studentEmail } from './lib/applications-data.mjs';
import { Browser } from './lib/browser.mjs';
import { withClient } from './lib/postgres.mjs';
import { printRounds } from './lib/report.mjs';
import { measureInRounds } from './lib/rounds-autocannon.mjs';
import { importServerModule } from './lib/services.mjs';
import { serversWithStudents } from './lib/student-servers.mjs';

const ACCOUNTS = 20;
/** Signed-in reads against the anonymous `{ __typename }`, per database (issue #14). */
const GOALS = { PostgreSQL: 0.8, 'PGlite (embedded)': 0.6 };
const ME = '{ me { id email firstname role verified } }';
const JSON_BODY = { 'content-type': 'application/json' };
/** The one table a read may write: a token's "last used", at most once a minute (api-token-usage.ts). */
const TOKENS_TABLE = 'api_tokens';
const LAST_USED_EVERY_SECONDS = 60;

/**
 * @typedef {object} Writes
 * @property {number} tokens  rows of TOKENS_TABLE inserted, updated or deleted
 * @property {number} others  rows of every other table
 * @property {number} seconds  how long the reads ran
 */

/**
 * What being signed in costs on the hottest requests: the anonymous
 * `{ __typename }` beside signed-in `me`, `unreadNotificationCount` and
 * `GET /api/user`, and an HR session's and API token's `me` and first page of
 * applications (issue #16), on both databases, in interleaved rounds (issue
 * #38): each ratio is the median of the rounds' ratios to the anonymous
 * request of the same round, with its spread. On PostgreSQL it also counts
 * the rows written while the reads ran (the goal: none but a token's "last
 * used", at most once a minute).
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
    for (const { name, rounds, writes } of results) {
      console.log(`\n${name}`);
      const goal = GOALS[/** @type {keyof typeof GOALS} */ (name)];
      printRounds(rounds, {
        baselineName: 'anonymous',
        goal: (summary) => `≥ ${goal}: ${summary.ratio >= goal ? 'met' : 'MISSED'}`,
      });
      if (writes) printWrites(writes);
    }
  },
};

/**
 * Signs in a student and the HR account (with its API token), then measures
 * every read in rounds, counting the rows written meanwhile on PostgreSQL.
 * @param {{ server: { url: string }, databaseUrl?: string }} started
 */
async function measureReads({ server, databaseUrl }) {
  const countWrites = databaseUrl ? () => withClient(databaseUrl, rowsWritten) : undefined;
  const student = await new Browser(server.url).signIn(studentEmail(1), PASSWORD);
  // The sessions and the token are made before any count of written rows.
  const hr = await hrSessionAndToken(server.url);
  const targets = readTargets(server.url, cookieHeaders(student), hr);
  const before = await countWrites?.();
  const startedAt = performance.now();
  const rounds = await measureInRounds(targets);
  const seconds = (performance.now() - startedAt) / 1000;
  const after = await countWrites?.();
  return {
    rounds,
    writes: before && after ? writesBetween(before, after, seconds) : undefined,
  };
}

/**
 * The anonymous baseline first, then the signed-in student's reads, then the
 * HR user's through its session and through its API token.
 * @param {string} url
 * @param {Record<string, string>} student  the student's cookies and XSRF header
 * @param {{ token: string, sessionHeaders: Record<string, string> }} hr
 * @returns {import('./lib/measure.mjs').Target[]}
 */
function readTargets(url, student, hr) {
  const graphql = (
    /** @type {string} */ title,
    /** @type {string} */ query,
    /** @type {Record<string, string>} */ headers,
  ) => ({
    title,
    url: `${url}/graphql`,
    method: 'POST',
    headers: { ...JSON_BODY, ...headers },
    body: JSON.stringify({ query }),
  });
  const bearer = { ...JSON_BODY, authorization: `Bearer ${hr.token}` };
  const applicationsPage = `${url}/api/applications/all?page=1&limit=10`;
  return [
    graphql('anonymous { __typename }', '{ __typename }', {}),
    graphql('signed-in { me { … } }', ME, student),
    graphql('signed-in { unreadNotificationCount }', '{ unreadNotificationCount }', student),
    {
      title: 'signed-in GET /api/user',
      url: `${url}/api/user`,
      headers: { ...JSON_BODY, ...student },
    },
    {
      title: 'HR session GET /api/applications/all (page 1)',
      url: applicationsPage,
      headers: hr.sessionHeaders,
    },
    // The same user's session beside its token: what the credential costs, apart from the user.
    graphql('HR session { me { … } }', ME, hr.sessionHeaders),
    graphql('API token { me { … } }', ME, bearer),
    {
      title: 'API token GET /api/applications/all (page 1)',
      url: applicationsPage,
      headers: bearer,
    },
  ];
}

/**
 * A signed-in browser's cookies and XSRF header, as the web client sends them.
 * @param {Browser} browser
 */
function cookieHeaders(browser) {
  return {
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
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
  return { token: secret, sessionHeaders: cookieHeaders(hr) };
}

/**
 * Rows inserted, updated or deleted so far, per table, by the statistics
 * collector. A busy backend reports its counts at most once a second, an idle
 * one after ten seconds: we wait eleven.
 * @param {import('pg').Client} client
 * @returns {Promise<Map<string, number>>}
 */
async function rowsWritten(client) {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    `SELECT relname, sum(n_tup_ins + n_tup_upd + n_tup_del)::bigint AS n
       FROM pg_stat_user_tables GROUP BY relname`,
  );
  return new Map(rows.map((row) => [String(row.relname), Number(row.n)]));
}

/**
 * @param {Map<string, number>} before
 * @param {Map<string, number>} after
 * @param {number} seconds
 * @returns {Writes}
 */
function writesBetween(before, after, seconds) {
  const writes = { tokens: 0, others: 0, seconds };
  for (const [table, count] of after) {
    const written = count - (before.get(table) ?? 0);
    if (table === TOKENS_TABLE) writes.tokens += written;
    else writes.others += written;
  }
  return writes;
}

/** @param {Writes} writes */
function printWrites({ tokens, others, seconds }) {
  // Marks a minute apart: a window of `seconds` holds at most this many.
  const lastUsedLimit = Math.floor(seconds / LAST_USED_EVERY_SECONDS) + 1;
  const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'MISSED');
  console.log(
    `rows written while the reads ran (checks, warm-up and every round, ${Math.round(seconds)} s): ` +
      `${others} outside ${TOKENS_TABLE} (goal 0: ${verdict(others === 0)}), ` +
      `${tokens} in ${TOKENS_TABLE} (the token's "last used", goal ≤ ${lastUsedLimit}: ` +
      `${verdict(tokens <= lastUsedLimit)})`,
  );
}
