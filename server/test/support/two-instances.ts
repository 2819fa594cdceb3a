import { afterAll, beforeAll } from '@jest/globals';
import { createTestApp, type TestApp } from './test-app.js';
import { TestClient } from './test-client.js';

/**
 * Two server instances of one deployment for the tests of this file: one
 * database, one Redis (TEST_REDIS_URL; CI: redis://127.0.0.1:6379, see
 * jest.config.js), one secret signing access tokens. Read `a` and `b` inside
 * tests (they exist once beforeAll has run).
 */
export function useTwoInstances(): { a: TestApp; b: TestApp } {
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL!,
    JWT_SECRET: 'shared-secret-of-both-instances-0123456789',
  };
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await createTestApp({ env });
    apps.b = await createTestApp({ env, shareDatabaseOf: apps.a });
  }, 120_000); // two servers booting beside another busy worker: not what these files test
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return apps;
}

/** The same browser (its cookies, its address) talking to another instance. */
export function sameBrowserOn(sut: TestApp, client: TestClient): TestClient {
  const same = new TestClient(sut.app.getHttpServer());
  for (const [name, cookie] of client.cookies) same.cookies.set(name, cookie);
  same.ip = client.ip;
  return same;
}
