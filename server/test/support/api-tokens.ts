import request from 'supertest';
import type { GraphqlResponse, TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export interface CreatedToken {
  id: string;
  secret: string;
  prefix: string;
}

/** Creates a token over REST as the signed-in client; fails the test when that does not work. */
export async function createApiToken(
  client: TestClient,
  input: { name?: string; scope?: 'read' | 'write'; expiresInDays?: number | null } = {},
): Promise<CreatedToken> {
  const res = await client.post('/api/tokens', {
    name: 'Script',
    scope: 'read',
    expiresInDays: 30,
    ...input,
  });
  if (res.status !== 201)
    throw new Error(`create token: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.token.id, secret: res.body.secret, prefix: res.body.token.prefix };
}

let scripts = 0;

/**
 * A script calling with `Authorization: Bearer`: no cookies, no XSRF header,
 * its own address (X-Forwarded-For) unless given one.
 */
export function bearerClient(sut: TestApp, token: string, ip?: string) {
  scripts += 1;
  const address = ip ?? `10.200.${Math.floor(scripts / 250)}.${(scripts % 250) + 1}`;
  const server = sut.app.getHttpServer();
  const send = (method: 'get' | 'post' | 'put' | 'delete', path: string) => {
    const req = request(server)[method](path);
    return req.set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', address);
  };
  return {
    ip: address,
    get: (path: string) => send('get', path),
    post: (path: string, body?: object) => send('post', path).send(body),
    put: (path: string, body?: object) => send('put', path).send(body),
    delete: (path: string) => send('delete', path),
    async graphql<T = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
    ): Promise<GraphqlResponse<T>> {
      const res = await send('post', '/graphql').send({ query, variables });
      return { status: res.status, data: res.body.data, errors: res.body.errors };
    },
  };
}

export const MY_TOKENS = `{ myApiTokens { id name prefix scope expiresAt lastUsedAt lastUsedIp revokedAt createdAt } }`;
export const CREATE_TOKEN = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name prefix scope expiresAt } }
}`;
export const REVOKE_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }`;
