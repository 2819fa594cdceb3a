import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './support/test-app.js';

const BUNDLE = `console.log(${JSON.stringify('a bundle '.repeat(200))});`;

/** A stand-in client build: the server's behaviour around it is what is tested here. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sasm-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What client/scripts/precompress.ts writes: a gzip twin of each text file but the smallest.
  writeFileSync(join(dir, 'assets', 'page-def456.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'page-def456.js.gz'), gzipSync(BUNDLE));
  mkdirSync(join(dir, 'tesseract'));
  writeFileSync(join(dir, 'tesseract', 'worker.min.js'), BUNDLE);
  writeFileSync(join(dir, 'tesseract', 'worker.min.js.gz'), gzipSync(BUNDLE));
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the client', () => {
  let dist: string;
  let sut: TestApp;
  beforeAll(async () => {
    dist = fakeClientBuild();
    sut = await createTestApp({ clientDist: dist });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/signin', '/office/dtr', '/email/verify/abc', '/no/such/page'])(
    'answers %s with index.html so the client router decides',
    async (path) => {
      const res = await sut.http().get(path).expect(200);
      expect(res.text).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with long-lived caching', async () => {
    const res = await sut.http().get('/assets/main-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  const getAccepting = (path: string, acceptEncoding: string) =>
    sut.http().get(path).set('Accept-Encoding', acceptEncoding).expect(200);

  it('sends the gzip twin of an asset to a browser that accepts gzip', async () => {
    const res = await getAccepting('/assets/page-def456.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['content-length']).toBe(String(gzipSync(BUNDLE).length));
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.text).toBe(BUNDLE);
  });

  it('sends the plain file to a browser that does not accept gzip', async () => {
    const res = await getAccepting('/assets/page-def456.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.text).toBe(BUNDLE);
  });

  it('sends the plain file when it has no gzip twin', async () => {
    const res = await getAccepting('/assets/main-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.log(1)');
  });

  it('sends gzip twins of the other static files too (the OCR worker)', async () => {
    const res = await getAccepting('/tesseract/worker.min.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(res.text).toBe(BUNDLE);
  });

  it('answers a missing asset with 404, not with the app', async () => {
    await sut.http().get('/assets/gone-000.js').expect(404);
  });

  it('serves other static files from the build', async () => {
    const res = await sut.http().get('/logo.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('gives static files an ETag to revalidate with, and API answers none', async () => {
    const file = await sut.http().get('/logo.svg').expect(200);
    expect(file.headers.etag).toBeDefined();
    await sut.http().get('/logo.svg').set('If-None-Match', file.headers.etag!).expect(304);
    const api = await sut.http().get('/api/health').expect(200);
    expect(api.headers.etag).toBeUndefined();
  });

  it('leaves API paths to the API', async () => {
    const res = await sut.http().get('/api/unknown').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('serves the GraphiQL playground outside production', async () => {
    const res = await sut.http().get('/graphiql').expect(200);
    expect(res.text).toContain('<title>graphiql</title>');
  });
});

describe('serving the client in production', () => {
  let dist: string;
  let sut: TestApp;
  beforeAll(async () => {
    dist = fakeClientBuild();
    sut = await createTestApp({
      clientDist: dist,
      env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) },
    });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/graphiql', '/graphiql.html'])(
    'does not serve the playground at %s to an anonymous visitor (integrators-production)',
    async (path) => {
      const res = await sut.http().get(path).expect(302);
      expect(res.text).not.toContain('<title>graphiql</title>');
    },
  );
});
