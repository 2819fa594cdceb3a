// Query plans of the staff application list: runs the server's own
// repository (so the SQL is exactly what the server sends, not a copy) with a
// Drizzle logger that captures each statement, then EXPLAINs each one.
import { drizzle } from 'drizzle-orm/node-postgres';
import { withClient } from './postgres.mjs';
import { importServerModule } from './services.mjs';

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of every statement ApplicationsRepository.page()
 * sends for this filter and page, as HR sees it: the rows query, and the count
 * query or, for the unfiltered list, the table's row estimate.
 * @param {string} databaseUrl
 * @param {{ status?: string, position?: string, search?: string }} filter
 * @param {number} offset
 * @param {number} limit
 * @returns {Promise<Array<{ sql: string, plan: string[] }>>}
 */
export async function explainListQueries(databaseUrl, filter, offset, limit) {
  const { ApplicationsRepository } = await importServerModule(
    'modules/applications/applications.repository.js',
  );
  const { countWindowOf, DEFAULT_LIST_COUNT_BOUND } =
    await importServerModule('common/pagination.js');
  // As pageOf() asks it of the bench's server (default LIST_COUNT_BOUND).
  const countUpTo = countWindowOf({ page: offset / limit + 1, limit }, DEFAULT_LIST_COUNT_BOUND);
  return withClient(databaseUrl, async (client) => {
    /** @type {Array<{ sql: string, params: unknown[] }>} */
    const statements = [];
    const db = drizzle({
      client,
      logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
    });
    // Outside transactions the repository reads only `context.db` and `context.prepared`.
    const context = { db, prepared: (name, prepare) => prepare(db, name) };
    // No pub/sub and no pages kept: every page is read from the database.
    const config = { listCacheEntries: 0 };
    await new ApplicationsRepository(context, undefined, config).page({ kind: 'all' }, filter, {
      offset,
      limit,
      countUpTo,
    });
    const explained = [];
    for (const { sql, params } of statements) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      explained.push({ sql, plan: rows.map((row) => String(row['QUERY PLAN'])) });
    }
    return explained;
  });
}

/**
 * The lines of a plan worth printing: the top node, every scan (which index,
 * if any, and how many rows it read), filters and the rows they removed, and
 * the execution time.
 * @param {string[]} plan
 */
export function planSummary(plan) {
  const wanted = /Scan|Filter|Rows Removed|Index Cond|Sort Method|Execution Time/;
  return [plan[0] ?? '', ...plan.slice(1).filter((line) => wanted.test(line))];
}
