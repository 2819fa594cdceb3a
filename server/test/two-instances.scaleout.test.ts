import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startS3TestServer, type S3TestServer } from '@sasm/s3-test-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RestApplication, submitRest } from './support/applications.js';
import { signIn } from './support/factories.js';
import { type LoadBalancer, startNginx, UPSTREAM_HEADER } from '@sasm/load-balancer';
import { type ServerProcess, startServerProcess } from './support/server-process.js';
import { subscribe } from './support/subscriptions.js';
import { TestClient } from './support/test-client.js';
import { createProcessDatabase } from './support/test-database.js';

// Runs when TEST_NGINX, TEST_REDIS_URL and TEST_DATABASE_URL are set (CI's PostgreSQL step); see jest.config.js.
const nginxBinary = process.env.TEST_NGINX!;

/**
 * The product scaled out: two server processes, each with its own data
 * directory, sharing PostgreSQL, Redis and an S3 bucket (the S3 test server)
 * behind nginx (round robin, WebSockets proxied). Every
 * request goes through nginx; `steer()` makes the next one land on a chosen
 * instance (one nginx worker alternates between the two), and nginx's
 * X-Upstream header says where each one went.
 */
describe('two server instances behind a load balancer', () => {
  let database: { env: Record<string, string>; drop: () => Promise<void> };
  let s3: S3TestServer;
  const dataDirs: string[] = [];
  const instances: ServerProcess[] = [];
  let lb: LoadBalancer;
  let one: string;
  let two: string;

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) dataDirs.push(mkdtempSync(join(tmpdir(), 'sasm-scaleout-')));
    // A new database on the PostgreSQL server (TEST_DATABASE_URL): the first instance migrates it.
    database = await createProcessDatabase(dataDirs[0]!);
    s3 = await startS3TestServer();
    const env = {
      ...database.env,
      ...s3.env,
      NODE_ENV: 'test',
      REDIS_URL: process.env.TEST_REDIS_URL!,
      JWT_SECRET: 'shared-secret-of-both-instances-0123456789',
      SEED_DEMO: 'false',
      // nginx appends the client's address: the second-to-last hop is the client.
      TRUST_PROXY: '2',
    };
    // One after the other: the first migrates the new database.
    for (const dataDir of dataDirs)
      instances.push(await startServerProcess({ ...env, DATA_DIR: dataDir }));
    [one, two] = instances.map((instance) => new URL(instance.url).host) as [string, string];
    lb = await startNginx(nginxBinary, [one, two]);
  }, 120_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    await s3?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Makes the next request through nginx land on `instance`. */
  async function steer(instance: string): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await fetch(`${lb.url}/api/health`);
      await res.arrayBuffer();
      if (res.headers.get(UPSTREAM_HEADER) !== instance) return;
    }
    throw new Error(`nginx does not alternate: three health checks in a row went to ${instance}`);
  }

  async function account(role: 'student' | 'hr'): Promise<TestClient> {
    const client = new TestClient(lb.url);
    const res = await client.graphql<{ createTestAccount: { email: string; password: string } }>(
      'mutation($input: TestAccountInput!) { createTestAccount(input: $input) { email password } }',
      { input: { role } },
    );
    await signIn(client, res.data!.createTestAccount);
    return client;
  }

  /** The same browser, for later: its cookies as they are now. */
  function copyOf(client: TestClient): TestClient {
    const copy = new TestClient(lb.url);
    for (const [name, cookie] of client.cookies) copy.cookies.set(name, cookie);
    copy.ip = client.ip;
    return copy;
  }

  it('takes an application on one instance, serves its file and HR’s decision on the other, notifies the student’s socket on the first, and ends the session everywhere', async () => {
    const student = await account('student');
    const hr = await account('hr');

    await steer(one);
    const live = await subscribe(
      lb.url,
      student,
      'subscription { notificationAdded { title } }',
      (data) => data.notificationAdded as { title: string },
    );

    await steer(one);
    const submitted = await submitRest(student);
    expect(submitted.status).toBe(201);
    expect(submitted.headers[UPSTREAM_HEADER]).toBe(one);
    const application = submitted.body.application as RestApplication;

    await steer(two);
    const download = await hr.get(new URL(application.profilePhoto, lb.url).pathname);
    expect(download.status).toBe(200);
    expect(download.headers[UPSTREAM_HEADER]).toBe(two);
    expect(download.headers['content-type']).toBe('image/jpeg');
    await steer(one);
    const fromOne = await hr.get(new URL(application.profilePhoto, lb.url).pathname);
    expect(fromOne.headers[UPSTREAM_HEADER]).toBe(one);
    expect(Buffer.compare(download.body as Buffer, fromOne.body as Buffer)).toBe(0);
    // The bytes are in the bucket, not on either instance's disk.
    expect((await s3.objects()).length).toBeGreaterThanOrEqual(3);

    const notified = live.next(15_000);
    await steer(two);
    const decided = await hr.put(`/api/applications/${application.id}/status`, {
      status: 'under_review',
    });
    expect(decided.status).toBe(200);
    expect(decided.headers[UPSTREAM_HEADER]).toBe(two);
    expect(await notified).toEqual({ title: 'Application Under Review' });

    const stale = copyOf(student);
    await steer(two);
    const signedOut = await student.get('/api/auth/signout');
    expect(signedOut.headers[UPSTREAM_HEADER]).toBe(two);
    expect(await live.closed).toBe(4401);
    await steer(one);
    const refused = await stale.get('/api/user');
    expect(refused.headers[UPSTREAM_HEADER]).toBe(one);
    expect(refused.status).toBe(401);
  });
});
