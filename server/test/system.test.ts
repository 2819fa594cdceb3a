// On both databases in CI: the database kind, migrations and the demo seed on a server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('system API', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('answers GET /api/health with status, database kind and state, and version', async () => {
    const res = await sut.http().get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      database: 'up',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same health over GraphQL, with the public config', async () => {
    const res = await sut.graphql<{
      health: { status: string; db: string; database: string };
      publicConfig: { productShortName: string };
    }>(
      '{ health { status db database } publicConfig { productName productShortName academicEmailDomain } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.health).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.data?.publicConfig).toEqual({
      productName: sut.config.product.name,
      productShortName: sut.config.product.shortName,
      academicEmailDomain: sut.config.academicEmailDomain,
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await sut.http().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps a sane X-Request-Id from a proxy and replaces an unsafe one', async () => {
    const kept = await sut.http().get('/api/health').set('X-Request-Id', 'proxy-abc-12345');
    expect(kept.headers['x-request-id']).toBe('proxy-abc-12345');
    const replaced = await sut.http().get('/api/health').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id\twith spaces');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await sut.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
