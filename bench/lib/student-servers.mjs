import { seedStudents } from './applications-data.mjs';
import { pgliteTemplate } from './applications-submissions.mjs';
import { createDatabase, withClient } from './postgres.mjs';
import { startServer } from './services.mjs';

/**
 * The built server on each database, holding `count` verified students
 * sharing one password (`passwordHash`, see applications-data.mjs): the
 * embedded default, then a throwaway database on the PostgreSQL server
 * (named after `prefix`, its URL returned as `databaseUrl`). `seedMore` writes
 * more rows beside the students; `env` adds server settings.
 * @param {number} count
 * @param {string} passwordHash
 * @param {string} prefix
 * @param {{ seedMore?: (db: import('./applications-data.mjs').Queryable) => Promise<unknown>, env?: Record<string, string> }} [extra]
 */
export function serversWithStudents(count, passwordHash, prefix, { seedMore, env = {} } = {}) {
  const servers = [
    {
      key: 'pglite',
      name: 'PGlite (embedded)',
      async start() {
        const data = await pgliteTemplate(count, passwordHash, seedMore);
        const server = await startServer({ dataDir: data.dir, env });
        return {
          server,
          databaseUrl: /** @type {string | undefined} */ (undefined),
          stop: () => server.stop().finally(data.remove),
        };
      },
    },
    {
      key: 'postgres',
      name: 'PostgreSQL',
      async start() {
        const database = await createDatabase(prefix);
        const server = await startServer({ env: { ...env, DATABASE_URL: database.url } });
        await withClient(database.url, async (client) => {
          await seedStudents(client, count, passwordHash);
          await seedMore?.(client);
        });
        return {
          server,
          databaseUrl: /** @type {string | undefined} */ (database.url),
          stop: () => server.stop().finally(database.drop),
        };
      },
    },
  ];
  // BENCH_DATABASE=pglite or =postgres measures one of them (a profile, a quick check).
  const only = process.env.BENCH_DATABASE;
  const chosen = only ? servers.filter(({ key }) => key === only) : servers;
  if (chosen.length === 0) throw new Error(`BENCH_DATABASE=${only}: pglite or postgres`);
  return chosen;
}
