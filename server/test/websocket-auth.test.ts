import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

/** Opens a graphql-ws connection with the given handshake headers; resolves "connected" or the close code. */
function handshake(sut: TestApp, headers: Record<string, string>): Promise<'connected' | number> {
  return new Promise((resolve) => {
    const client = createClient({
      url: `${sut.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols: string | string[]) {
          super(url, protocols, { headers });
        }
      },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
      on: {
        connected: () => {
          resolve('connected');
          void client.dispose();
        },
        closed: (event) => resolve((event as { code: number }).code),
      },
    });
  });
}

const cookieHeader = (client: TestClient) => `access_token=${client.cookie('access_token')}`;

describe('WebSocket handshake', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('accepts a signed-in browser from our own origin', async () => {
    const { client } = await signedInClient(sut);
    const origin = new URL(sut.config.publicUrl).origin;
    expect(await handshake(sut, { cookie: cookieHeader(client), origin })).toBe('connected');
  });

  it('accepts an anonymous connection (operations then run unauthenticated)', async () => {
    expect(await handshake(sut, {})).toBe('connected');
  });

  it('refuses a page from another origin, even with valid cookies', async () => {
    const { client } = await signedInClient(sut);
    expect(
      await handshake(sut, { cookie: cookieHeader(client), origin: 'https://evil.example' }),
    ).toBe(4403);
  });

  it('refuses a token whose session has ended', async () => {
    const { client } = await signedInClient(sut);
    const header = cookieHeader(client);
    await client.get('/api/auth/signout');
    expect(await handshake(sut, { cookie: header })).toBe(4403);
  });
});
