// On both databases in CI: closing the database is part of a clean exit (a pool of connections, or the embedded files).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  holdRequest,
  printed,
  signedInAccount,
  signUpBody,
  until,
} from './support/process-faults.js';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process.js';
import { TestSmtpServer } from './support/smtp-server.js';
import { subscribe } from './support/subscriptions.js';
import { TestClient } from './support/test-client.js';
import { createProcessDatabase } from './support/test-database.js';

/**
 * SIGTERM on the built server in a process of its own (two server starts,
 * ~10 s): a request in flight finishes, new connections are refused, the
 * WebSocket closes with 1012 (clients reconnect), the process exits 0, mail
 * that could not go out stays queued and goes at the next start, and that
 * start finds the data directory unlocked.
 */
describe('graceful shutdown on SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sasm-shutdown-'));
  const smtp = new TestSmtpServer();
  let database: { env: Record<string, string>; drop(): Promise<void> };
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createProcessDatabase(dataDir);
    // Nothing listens there until the second start: SMTP is down meanwhile.
    smtp.port = await freePort();
    env = {
      ...database.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      SHUTDOWN_GRACE_MS: '10000',
    };
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await smtp.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, closes the socket with 1012, keeps the mail queued, exits 0 and starts clean', async () => {
    server = await startServerProcess(env);
    const { client: student } = await signedInAccount(server.url, 'student');
    const live = await subscribe(
      server.url,
      student,
      'subscription { notificationAdded { title } }',
      (data) => data.notificationAdded,
    );
    const email = `held-${Date.now()}@example.edu`;
    const held = await holdRequest(server.url, '/api/auth/signup', signUpBody(email));

    const exit = server.stop('SIGTERM');
    await printed(server, 'SIGTERM received');
    const refused = await fetch(`${server.url}/api/health`).catch((error: Error) => error);
    expect((refused as Error & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(await live.closed).toBe(1012);

    const answer = await held.finish();
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('close');
    expect(await exit).toEqual({ code: 0, signal: null });
    const output = server.output();
    for (const phase of [
      'SIGTERM received: no new connections; 1 request(s) in flight get up to 10000 ms',
      'Closed 1 WebSocket(s) with 1012: clients reconnect',
      'Every request in flight has finished',
      'Mail worker and sweepers stopped, pub/sub and database closed: exiting',
    ])
      expect(output).toContain(phase);
    // PGlite closed and its lock released: nothing for the next start to take over.
    if (!database.env.DATABASE_URL) expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    await smtp.start();
    server = await startServerProcess(env);
    expect(server.output()).not.toMatch(/in use by another process|lock/i);
    const again = await new TestClient(server.url).post('/api/auth/signup', signUpBody(email));
    expect(again.status).toBe(409);
    // Queued while SMTP was down (retried 10 s after the failed attempt): sent now, once.
    expect(await until(() => smtp.to(email).length > 0)).toBe(true);
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(email)[0]?.subject).toBe('Verify your email address');
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('cuts a request still running after SHUTDOWN_GRACE_MS, and still closes cleanly', async () => {
    server = await startServerProcess({ ...env, SHUTDOWN_GRACE_MS: '500' });
    const held = await holdRequest(
      server.url,
      '/api/auth/signup',
      signUpBody(`never-finished-${Date.now()}@example.edu`),
    );

    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('1 request(s) still running after 500 ms: cut');
    await expect(held.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    if (!database.env.DATABASE_URL) expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 120_000);
});
