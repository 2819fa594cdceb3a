// A server for one variant of the application-day suite, on a database that
// holds the day's seed (application-day-data.mjs): a new PostgreSQL database
// the server migrates, seeded before any load; or a PGlite directory
// migrated and seeded first, then handed to the server.
import { seedApplicationDay } from './application-day-data.mjs';
import { pgliteTemplate } from './applications-submissions.mjs';
import { createDatabase, withClient } from './postgres.mjs';
import { startServer } from './services.mjs';

/**
 * @template T
 * @param {'postgres' | 'pglite'} database
 * @param {Record<string, string>} env
 * @param {Parameters<typeof seedApplicationDay>[1]} counts
 * @param {string} passwordHash
 * @param {(server: { url: string, pid: number | undefined }, seeded: Awaited<ReturnType<typeof seedApplicationDay>>) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withDayServer(database, env, counts, passwordHash, work) {
  if (database === 'pglite') {
    /** @type {Awaited<ReturnType<typeof seedApplicationDay>> | undefined} */
    let seeded;
    const template = await pgliteTemplate(0, passwordHash, async (db) => {
      seeded = await seedApplicationDay(db, counts, passwordHash);
    });
    try {
      const server = await startServer({ dataDir: template.dir, env });
      try {
        return await work(server, /** @type {NonNullable<typeof seeded>} */ (seeded));
      } finally {
        await server.stop();
      }
    } finally {
      await template.remove();
    }
  }
  const created = await createDatabase('day');
  try {
    // The server migrates the database as it starts; nothing is read before the seed is in.
    const server = await startServer({ env: { ...env, DATABASE_URL: created.url } });
    try {
      const seeded = await withClient(created.url, (db) =>
        seedApplicationDay(db, counts, passwordHash),
      );
      return await work(server, seeded);
    } finally {
      await server.stop();
    }
  } finally {
    await created.drop();
  }
}
