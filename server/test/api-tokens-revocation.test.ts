// On both databases in CI: revocation and rotation raced by concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { bearerClient, createApiToken, REVOKE_TOKEN } from './support/api-tokens.js';
import { signedInClient } from './support/factories.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';
import { changeUser } from './support/users.js';

const PER_MINUTE = 5;

/** Every line the server logs, at every level. */
class CollectingLogger implements LoggerService {
  readonly lines: string[] = [];
  log = (...parts: unknown[]) => this.lines.push(parts.map(String).join(' '));
  error = this.log;
  warn = this.log;
  debug = this.log;
  verbose = this.log;
  fatal = this.log;
}

describe('API token revocation and limits', () => {
  let sut: TestApp;
  const clock = new TestClock();
  const logger = new CollectingLogger();
  beforeAll(async () => {
    sut = await createTestApp({
      clock,
      env: { API_TOKEN_REQUESTS_PER_MINUTE: String(PER_MINUTE), LOG_LEVEL: 'verbose' },
    });
    sut.app.useLogger(logger);
  });
  afterAll(() => sut.close());

  /** The answer to a REST and a GraphQL read with this token. */
  async function refusal(secret: string) {
    const script = bearerClient(sut, secret);
    const rest = await script.get('/api/user');
    const gql = await script.graphql('{ me { id } }');
    return { status: rest.status, body: rest.body, gql: gql.errors?.[0] };
  }

  it('answers expired, revoked and unknown tokens with the same 401', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const expiring = await createApiToken(client, { expiresInDays: 30 });
    const revoked = await createApiToken(client);
    await bearerClient(sut, expiring.secret).get('/api/user').expect(200);
    await bearerClient(sut, revoked.secret).get('/api/user').expect(200);
    expect((await client.delete(`/api/tokens/${revoked.id}`)).status).toBe(200);
    clock.advance(30 * 86_400_000 + 1000);

    const answers = await Promise.all([
      refusal(expiring.secret),
      refusal(revoked.secret),
      refusal(`sasm_pat_${'A'.repeat(43)}`),
      refusal('not-even-a-token'),
    ]);
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Invalid or expired API token.' },
        gql: expect.objectContaining({
          message: 'Invalid or expired API token.',
          extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
        }),
      });
    }
  });

  it.each([
    ['suspends the owner', 'hr', { status: 'suspended' }],
    ['changes the owner’s role', 'office', { role: 'hr' }],
    ['demotes the owner to student', 'hr', { role: 'student' }],
  ] as const)('stops every token at once when HR %s', async (_what, role, change) => {
    const { user, client } = await signedInClient(sut, { role });
    const scripts = [
      bearerClient(sut, (await createApiToken(client)).secret),
      bearerClient(sut, (await createApiToken(client, { scope: 'write' })).secret),
    ];
    for (const script of scripts) await script.get('/api/user').expect(200);
    const { client: hr } = await signedInClient(sut, { role: 'hr' });

    expect((await changeUser('rest', hr, user.id, change)).code).toBe(null);

    for (const script of scripts) await script.get('/api/user').expect(401);
    const tokens = await hr.get(`/api/users/${user.id}/tokens`);
    expect(tokens.body.tokens.every((t: { revokedAt: string | null }) => t.revokedAt)).toBe(true);
  });

  it('refuses a read token a subscription, and closes a write token’s socket once revoked', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const reader = await createApiToken(client, { scope: 'read' });
    await expect(
      subscribe(
        sut.url,
        { bearer: reader.secret },
        'subscription { unreadCountChanged }',
        (d) => d,
      ),
    ).rejects.toThrow(/FORBIDDEN/);
    const overHttp = await bearerClient(sut, reader.secret).graphql(
      'subscription { unreadCountChanged }',
    );
    expect(overHttp.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const writer = await createApiToken(client, { scope: 'write' });
    const live = await subscribe(
      sut.url,
      { bearer: writer.secret },
      'subscription { unreadCountChanged }',
      (data) => data.unreadCountChanged,
    );
    const revoked = await client.graphql(REVOKE_TOKEN, { id: writer.id });
    expect(revoked.errors).toBeUndefined();
    expect(await live.closed).toBe(4401);
  });

  it(`answers the request past ${PER_MINUTE} a minute with 429 and Retry-After, per token`, async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const busy = bearerClient(sut, (await createApiToken(client)).secret);
    const other = bearerClient(sut, (await createApiToken(client)).secret);
    for (let i = 0; i < PER_MINUTE; i++) await busy.get('/api/user').expect(200);

    const rest = await busy.get('/api/user');
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(60);
    const gql = await busy.graphql('{ me { id } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    await other.get('/api/user').expect(200);
    clock.advance(61_000);
    await busy.get('/api/user').expect(200);
  });

  it('throttles an address that keeps presenting unknown tokens, like sign-in guesses', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const guesser = (n: number) =>
      bearerClient(sut, `sasm_pat_${String(n).padStart(43, 'x')}`, '10.250.0.1');
    for (let i = 0; i < 20; i++) await guesser(i).get('/api/user').expect(401);

    const locked = await guesser(99).get('/api/user');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A known token from another address is not held back.
    await bearerClient(sut, (await createApiToken(client)).secret)
      .get('/api/user')
      .expect(200);
  });

  it('never logs a secret', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const secret = (await createApiToken(client, { scope: 'write' })).secret;
    const script = bearerClient(sut, secret);
    await script.get('/api/user').expect(200);
    await script.get(`/api/files/${secret}`);
    await script.graphql('mutation { markAllNotificationsRead }');
    await bearerClient(sut, `${secret}x`).get('/api/user').expect(401);

    expect(logger.lines.some((line) => line.includes('/api/user'))).toBe(true);
    const body = secret.slice('sasm_pat_'.length);
    expect(logger.lines.filter((line) => line.includes(body))).toEqual([]);
  });
});
