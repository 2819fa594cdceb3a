import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster.js';
import { listedEmails, signedInAccount, startSignUps, until } from './support/process-faults.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { subscribe } from './support/subscriptions.js';

const UNAVAILABLE = /briefly unavailable.*try again/;

/**
 * The built server on a PostgreSQL cluster the test creates (initdb, a free
 * port), under steady sign-ups; the cluster is stopped (`pg_ctl stop -m
 * fast`) and started again. Meanwhile every request answers 503 /
 * SERVICE_UNAVAILABLE, never a 500 or a hang, a new WebSocket is closed with
 * 1013 (try again later: clients retry), and health says the database is down; afterwards the same process serves again by itself, and every
 * acknowledged sign-up is there. One cluster, one server start (~20 s).
 */
describe('PostgreSQL restart under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sasm-pg-restart-'));
  let cluster: PostgresCluster;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 on both transports and closes new sockets with 1013 while PostgreSQL is down, says so in health, and serves again once it is back with nothing acknowledged lost', async () => {
    const url = server!.url;
    const { client: hr } = await signedInAccount(url, 'hr');
    // Signed in, but its session not yet looked up (nor cached): its socket needs the database.
    const { client: student } = await signedInAccount(url, 'student');
    const prefix = `pgrestart${randomBytes(3).toString('hex')}`;
    const writes = startSignUps(url, prefix, 3);
    expect(await until(() => writes.acknowledged.length >= 10, 60_000)).toBe(true);

    await cluster.stop();
    const rest = await hr.get('/api/notifications');
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({
      message: expect.stringMatching(UNAVAILABLE),
      code: 'SERVICE_UNAVAILABLE',
    });
    const graphql = await hr.graphql('{ users(page: 1, limit: 1) { pagination { totalItems } } }');
    expect(graphql.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(UNAVAILABLE),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      }),
    ]);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'error',
      db: 'postgres',
      database: 'down',
    });
    await expect(
      subscribe(url, student, 'subscription { notificationAdded { title } }', (data) => data),
    ).rejects.toThrow('socket closed with 1013');
    const beforeOutageAnswers = writes.statuses.length;
    expect(await until(() => writes.statuses.slice(beforeOutageAnswers).includes(503))).toBe(true);

    await cluster.start();
    expect(await until(async () => (await fetch(`${url}/api/health`)).status === 200)).toBe(true);
    const acknowledgedBefore = writes.acknowledged.length;
    expect(await until(() => writes.acknowledged.length >= acknowledgedBefore + 5)).toBe(true);
    await writes.stop();

    // Every answer was an acknowledgement or a 503: no 500, no dropped connection.
    expect(new Set(writes.statuses)).toEqual(new Set([201, 503]));
    const present = await listedEmails(hr, prefix);
    expect(writes.acknowledged.filter((email) => !present.has(email))).toEqual([]);
    // Logged errors of the outage (the mail worker's round) are fine; a 500 or a rejection nobody handled is not.
    const failures = server!
      .output()
      .split('\n')
      .filter((line) => /Unexpected error|nhandled/.test(line));
    expect(failures).toEqual([]);
  }, 180_000);
});
