import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Access } from '../src/common/access/access.decorator.js';
import { MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH } from '../src/graphql/query-limits.js';
import { uploadLimits } from '../src/http/configure-app.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// A self-referencing type, only in this test's schema, to build deep documents.
@ObjectType()
class TreeNode {
  @Field()
  name: string;

  @Field(() => TreeNode)
  child: TreeNode;
}

@Resolver()
class TreeResolver {
  // A public operation's row: this stand-in tests the transport, not access.
  @Access('health')
  @Query(() => TreeNode)
  tree(): TreeNode {
    const node = { name: 'node' } as TreeNode;
    node.child = node;
    return node;
  }
}

/** A GraphQL POST through `agent`'s pool: its status and the local port of the socket used. */
function postOn(agent: http.Agent, url: string, query: string) {
  return new Promise<{ status: number; localPort: number }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, localPort: request.socket?.localPort ?? 0 });
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ query }));
  });
}

describe('GraphQL transport', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ providers: [TreeResolver] });
  });
  afterAll(() => sut.close());

  it('answers a trivial query', async () => {
    const res = await sut.graphql('{ __typename }');
    expect(res).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });

  it('keeps an idle keep-alive connection past Node’s 5 s, so a pooled POST does not meet a reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await postOn(agent, `${sut.url}/graphql`, '{ __typename }');
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const second = await postOn(agent, `${sut.url}/graphql`, '{ __typename }');
      expect(second.status).toBe(200);
      expect(second.localPort).toBe(first.localPort);
    } finally {
      agent.destroy();
    }
  }, 20_000);

  const nested = (depth: number): string =>
    depth === 0 ? 'name' : `child { ${nested(depth - 1)} }`;

  it(`rejects a document nested deeper than ${MAX_QUERY_DEPTH}`, async () => {
    const res = await sut.graphql(`{ tree { ${nested(MAX_QUERY_DEPTH)} } }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/exceeds maximum operation depth of 10/);
  });

  it(`accepts a document ${MAX_QUERY_DEPTH} levels deep`, async () => {
    const res = await sut.graphql(`{ tree { ${nested(MAX_QUERY_DEPTH - 1)} } }`);
    expect(res.errors).toBeUndefined();
  });

  it(`rejects an operation whose aliases push its cost over ${MAX_QUERY_COMPLEXITY}`, async () => {
    const aliases = Array.from(
      { length: MAX_QUERY_COMPLEXITY + 1 },
      (_, i) => `a${i}: __typename`,
    ).join(' ');
    const res = await sut.graphql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Query is too complex'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('accepts 100 aliased fields', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: __typename`).join(' ');
    const res = await sut.graphql(`{ ${aliases} }`);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });

  it('blocks a multipart request without a preflight header (CSRF prevention)', async () => {
    const res = await sut
      .http()
      .post('/graphql')
      .field('operations', JSON.stringify({ query: '{ __typename }' }))
      .field('map', '{}');
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF/i);
  });

  it('accepts a multipart request with the preflight header', async () => {
    const res = await sut
      .http()
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: '{ __typename }' }))
      .field('map', '{}');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ __typename: 'Query' });
  });

  it(`refuses more than ${uploadLimits.maxFiles} files in one request`, async () => {
    const count = uploadLimits.maxFiles + 1;
    const map = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [String(i), [`variables.files.${i}`]]),
    );
    let req = sut
      .http()
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: '{ __typename }', variables: { files: [] } }))
      .field('map', JSON.stringify(map));
    for (let i = 0; i < count; i++) req = req.attach(String(i), Buffer.from('x'), `f${i}.txt`);
    const res = await req;
    // The architecture's closed code set: an oversized upload is bad input (400).
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: `${uploadLimits.maxFiles} max file uploads exceeded.`,
      code: 'BAD_USER_INPUT',
    });
  });

  it('suggests field names outside production (a developer typed it)', async () => {
    const res = await sut.graphql('{ mee { id } }');
    expect(res.errors?.[0]?.message).toMatch(/Did you mean "me"/);
  });

  it('exposes introspection outside production', async () => {
    const res = await sut.graphql('{ __schema { queryType { name } } }');
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('GraphQL transport in production', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) } });
  });
  afterAll(() => sut.close());

  it('refuses introspection', async () => {
    const res = await sut.graphql('{ __schema { queryType { name } } }');
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('names no field of the schema in a validation error (no "Did you mean")', async () => {
    const res = await sut.graphql('{ mee { id } }');
    expect(res.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
    expect(JSON.stringify(res.errors)).not.toMatch(/did you mean/i);
  });
});

describe('GraphQL variables', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('answers an input with an unknown field as bad input (400), not as a server error', async () => {
    const res = await sut
      .client()
      .graphql('mutation($input: SignInInput!) { signIn(input: $input) { redirectUrl } }', {
        input: { email: 'a@b.edu', password: 'x', firstname: 'y' },
      });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toMatch(
      /Field "firstname" is not defined by type "SignInInput"/,
    );
  });
});
