import { seedStudents } from './applications-data.mjs';
import { pgliteTemplate } from './applications-submissions.mjs';
import { createDatabase, withClient } from './postgres.mjs';
import { startServer } from './services.mjs';

/**
 * The built server on each database, holding `count` verified students
 * sharing one password (`passwordHash`, see applications-data.mjs): the
 * embedded default, then a throwaway database on the PostgreSQL server
 * (named after `prefix`, its URL returned as `databaseUrl`).
 * @param {number} count
 * @param {string} passwordHash
 * @param {string} prefix
 */
export function serversWithStudents(count, passwordHash, prefix) {
  return [
    {
      name: 'PGlite (embedded)',
      async start() {
        const data = await pgliteTemplate(count, passwordHash);
        const server = await startServer({ dataDir: data.dir });
        return {
          server,
          databaseUrl: /** @type {string | undefined} */ (undefined),
          stop: () => server.stop().finally(data.remove),
        };
      },
    },
    {
      name: 'PostgreSQL',
      async start() {
        const database = await createDatabase(prefix);
        const server = await startServer({ env: { DATABASE_URL: database.url } });
        await withClient(database.url, (client) => seedStudents(client, count, passwordHash));
        return {
          server,
          databaseUrl: /** @type {string | undefined} */ (database.url),
          stop: () => server.stop().finally(database.drop),
        };
      },
    },
  ];
}
