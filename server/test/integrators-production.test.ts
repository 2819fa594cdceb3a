import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_QUERY_COMPLEXITY } from '../src/graphql/query-limits.js';
import { bearerClient, createApiToken } from './support/api-tokens.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPE_INTROSPECTION = '{ __type(name: "ApiToken") { name } }';

describe('the playground and the schema in production', () => {
  let dist: string;
  let sut: TestApp;
  beforeAll(async () => {
    // A stand-in client build: only the server's decisions around it are tested here.
    dist = mkdtempSync(join(tmpdir(), 'sasm-client-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
    sut = await createTestApp({
      clientDist: dist,
      env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) },
    });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['hr', 'admin'] as const)('serves /graphiql to an %s session', async (role) => {
    const { client } = await signedInClient(sut, { role });
    const res = await client.get('/graphiql');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>graphiql</title>');
  });

  it.each(['/graphiql', '/graphiql.html'])(
    'sends an anonymous visitor of %s to the sign-in page, which brings them back',
    async (path) => {
      const res = await sut.client().get(path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/signin?next=%2Fgraphiql');
    },
  );

  it.each(['student', 'office'] as const)(
    'refuses /graphiql to a %s session (403)',
    async (role) => {
      const { client } = await signedInClient(sut, { role });
      const res = await client.get('/graphiql');
      expect(res.status).toBe(403);
      expect(res.text).toContain('open to HR and admin accounts');
      expect(res.text).not.toContain('<title>graphiql</title>');
    },
  );

  it('refuses introspection to an anonymous caller, with no field suggestions either', async () => {
    for (const query of [INTROSPECTION, TYPE_INTROSPECTION]) {
      const res = await sut.graphql(query);
      expect(res.errors?.[0]?.message).toMatch(/introspection has been disabled/);
      expect(res.data ?? null).toBeNull();
    }
    const typo = await sut.graphql('{ mee { id } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
  });

  it.each(['student', 'office'] as const)(
    'refuses introspection and suggestions to a %s session',
    async (role) => {
      const { client } = await signedInClient(sut, { role });
      const res = await client.graphql(INTROSPECTION);
      expect(res.errors?.[0]?.message).toMatch(/introspection has been disabled/);
      const typo = await client.graphql('{ mee { id } }');
      expect(JSON.stringify(typo.errors)).not.toMatch(/did you mean/i);
    },
  );

  it.each(['hr', 'admin'] as const)('opens the schema to an %s session', async (role) => {
    const { client } = await signedInClient(sut, { role });
    const res = await client.graphql(INTROSPECTION);
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await client.graphql('{ mee { id } }');
    expect(typo.errors?.[0]?.message).toMatch(/Did you mean "me"/);
  });

  it('opens the schema to an API token, even one of an office account', async () => {
    const { client } = await signedInClient(sut, { role: 'office' });
    const script = bearerClient(sut, (await createApiToken(client)).secret);
    const res = await script.graphql(TYPE_INTROSPECTION);
    expect(res.data).toEqual({ __type: { name: 'ApiToken' } });
    const typo = await script.graphql('{ mee { id } }');
    expect(typo.errors?.[0]?.message).toMatch(/Did you mean "me"/);
  });

  it('keeps the query limits for those who may explore', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const deep = `{ __schema ${'{ types { fields { type '.repeat(4)}{ name }${' } } }'.repeat(4)} }`;
    expect((await client.graphql(deep)).errors?.[0]?.message).toBe(
      'Maximum introspection depth exceeded',
    );
    const aliases = Array.from(
      { length: MAX_QUERY_COMPLEXITY + 1 },
      (_, i) => `a${i}: __typename`,
    ).join(' ');
    expect((await client.graphql(`{ ${aliases} }`)).errors?.[0]?.message).toMatch(
      /Query is too complex/,
    );
  });
});
