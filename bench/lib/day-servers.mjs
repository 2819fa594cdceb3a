// The servers of one variant of the application-day suite, on a database
// that holds the day's seed (application-day-data.mjs): a new PostgreSQL
// database the server migrates, seeded before any load, served by one
// instance or by two behind nginx sharing Redis (as the scale-out test runs
// them); or a PGlite directory migrated and seeded first, then handed to
// the server.
import { startNginx } from '@sasm/load-balancer';
import { randomBytes } from 'node:crypto';
import { seedApplicationDay } from './application-day-data.mjs';
import { pgliteTemplate } from './applications-submissions.mjs';
import { createDatabase, withClient } from './postgres.mjs';
import { startServer } from './services.mjs';

/** The nginx binary and the Redis server the two-instance variant uses. */
const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * What the load is sent to: one address, and the server processes behind it.
 * @typedef {{ url: string, pids: number[] }} DayServer
 */

/**
 * @template T
 * @param {{ database: 'postgres' | 'pglite', instances?: number }} variant
 * @param {Record<string, string>} env
 * @param {Parameters<typeof seedApplicationDay>[1]} counts
 * @param {string} passwordHash
 * @param {(server: DayServer, seeded: Awaited<ReturnType<typeof seedApplicationDay>>) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withDayServer(variant, env, counts, passwordHash, work) {
  if (variant.database === 'pglite') {
    /** @type {Awaited<ReturnType<typeof seedApplicationDay>> | undefined} */
    let seeded;
    const template = await pgliteTemplate(0, passwordHash, async (db) => {
      seeded = await seedApplicationDay(db, counts, passwordHash);
    });
    try {
      const server = await startServer({ dataDir: template.dir, env });
      try {
        return await work(
          { url: server.url, pids: [/** @type {number} */ (server.pid)] },
          /** @type {NonNullable<typeof seeded>} */ (seeded),
        );
      } finally {
        await server.stop();
      }
    } finally {
      await template.remove();
    }
  }
  const created = await createDatabase('day');
  /** @type {Array<{ stop: () => Promise<void> }>} */
  const started = [];
  try {
    const instances = variant.instances ?? 1;
    // The first migrates the database as it starts; nothing is read before the seed is in.
    const shared =
      instances > 1
        ? // Each instance signs what the other reads; proxied, the people's own address is the second hop.
          { JWT_SECRET: randomBytes(48).toString('base64url'), REDIS_URL, TRUST_PROXY: '2' }
        : {};
    const servers = [];
    for (let i = 0; i < instances; i += 1) {
      const server = await startServer({ env: { ...env, ...shared, DATABASE_URL: created.url } });
      started.push(server);
      servers.push(server);
    }
    let { url } = servers[0];
    if (instances > 1) {
      const nginx = await startNginx(
        NGINX,
        servers.map((server) => new URL(server.url).host),
      );
      started.push(nginx);
      url = nginx.url;
    }
    const seeded = await withClient(created.url, (db) =>
      seedApplicationDay(db, counts, passwordHash),
    );
    return await work(
      { url, pids: servers.map((server) => /** @type {number} */ (server.pid)) },
      seeded,
    );
  } finally {
    for (const service of started.reverse()) await service.stop();
    await created.drop();
  }
}
