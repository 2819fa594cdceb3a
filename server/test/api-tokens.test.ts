import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { ApiTokenUsage } from '../src/modules/api-tokens/api-token-usage.js';
import {
  bearerClient,
  CREATE_TOKEN,
  createApiToken,
  MY_TOKENS,
  REVOKE_TOKEN,
} from './support/api-tokens.js';
import { signedInClient } from './support/factories.js';
import { createOffice, createTrainee } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const NOTIFICATIONS = '{ notifications(limit: 10) { items { title message } } }';

describe('API tokens', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  /** The token rows as stored, every column. */
  const storedRows = async (userId: string) => {
    const result = await sut.database.db.execute(
      sql`select * from api_tokens where user_id = ${userId}`,
    );
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  };

  it('creates a token over GraphQL: the secret once, recognisable, stored only as a hash', async () => {
    const { user, client } = await signedInClient(sut, { role: 'hr' });
    const res = await client.graphql<{
      createApiToken: { secret: string; token: Record<string, unknown> };
    }>(CREATE_TOKEN, { input: { name: 'Payroll export', scope: 'read', expiresInDays: 90 } });
    const { secret, token } = res.data!.createApiToken;

    expect(secret).toMatch(/^sasm_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Payroll export', prefix: secret.slice(0, 15) });
    const days = (Date.parse(token.expiresAt as string) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const [row] = await storedRows(user.id);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(15));
    expect(row).toMatchObject({ name: 'Payroll export', scope: 'read', revoked_at: null });
    // Listed afterwards on either transport, never with the secret.
    const listed = await client.graphql(MY_TOKENS);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(15));
    const rest = await client.get('/api/tokens');
    expect(rest.status).toBe(200);
    expect(rest.body.tokens).toHaveLength(1);
    expect(rest.body.tokens[0]).toMatchObject({ _id: token.id, name: 'Payroll export' });
    expect(JSON.stringify(rest.body)).not.toMatch(/secret|hash/i);
  });

  it('audits a creation in the account history and tells the owner', async () => {
    const { user, client } = await signedInClient(sut, { role: 'office' });
    const token = await createApiToken(client, { name: 'Dashboard' });
    const { client: hr } = await signedInClient(sut, { role: 'hr' });

    const account = await hr.get(`/api/users/${user.id}`);
    expect(account.status).toBe(200);
    expect(account.body.user.history).toEqual([
      expect.objectContaining({
        field: 'api_token_created',
        toValue: `Dashboard (${token.prefix}…)`,
        actorName: 'Test User',
      }),
    ]);
    const notices = await client.graphql<{ notifications: { items: object[] } }>(NOTIFICATIONS);
    expect(notices.data!.notifications.items[0]).toEqual({
      title: 'New API token',
      message: expect.stringContaining(`A new API token "Dashboard" (${token.prefix}…`),
    });
  });

  it('refuses a token to a student, on both transports', async () => {
    const { client } = await signedInClient(sut);
    const rest = await client.post('/api/tokens', { name: 'x', scope: 'read', expiresInDays: 30 });
    expect(rest.status).toBe(403);
    const gql = await client.graphql(CREATE_TOKEN, {
      input: { name: 'x', scope: 'read', expiresInDays: 30 },
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets only an admin create a token without expiry, and only 30, 90 or 365 days otherwise', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const never = await hr.post('/api/tokens', { name: 'x', scope: 'read', expiresInDays: null });
    expect(never.status).toBe(400);
    expect(never.body.fields).toEqual({
      expiresInDays: 'Only an admin can create a token that never expires.',
    });
    const odd = await hr.post('/api/tokens', { name: 'x', scope: 'read', expiresInDays: 7 });
    expect(odd.body.fields).toEqual({ expiresInDays: 'Choose an expiry of 30, 90, 365 days.' });
    const { client: admin } = await signedInClient(sut, { role: 'admin' });
    const created = await admin.post('/api/tokens', { name: 'x', scope: 'read' });
    expect(created.status).toBe(201);
    expect(created.body.token.expiresAt).toBeNull();
  });

  it('acts as its owner without cookies or XSRF header, on both transports', async () => {
    const { user, client } = await signedInClient(sut, { role: 'hr' });
    const token = await createApiToken(client);
    const script = bearerClient(sut, token.secret);

    const rest = await script.get('/api/user').expect(200);
    expect(rest.body.user.id).toBe(user.id);
    const gql = await script.graphql<{ me: { id: string; role: string } }>('{ me { id role } }');
    expect(gql.data?.me).toEqual({ id: user.id, role: 'hr' });
    await script.get('/api/applications/all?limit=5').expect(200);
  });

  it('refuses a read token any mutation (FORBIDDEN) and any non-GET REST call (403)', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const script = bearerClient(sut, (await createApiToken(client, { scope: 'read' })).secret);

    const gql = await script.graphql('mutation { markAllNotificationsRead }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gql.errors?.[0]?.message).toMatch(/read scope: it may only run queries/);
    const rest = await script.put('/api/notifications/mark-all-read');
    expect(rest.status).toBe(403);
    expect(rest.body.message).toMatch(/read scope/);
    // Nor can it make tokens of its own.
    const more = await script.post('/api/tokens', { name: 'y', scope: 'write', expiresInDays: 30 });
    expect(more.status).toBe(403);
  });

  it('lets a read & write token mutate, on both transports', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const script = bearerClient(sut, (await createApiToken(client, { scope: 'write' })).secret);

    const gql = await script.graphql<{ markAllNotificationsRead: number }>(
      'mutation { markAllNotificationsRead }',
    );
    expect(gql.errors).toBeUndefined();
    await script.put('/api/notifications/mark-all-read').expect(200);
  });

  it('lets no token create another (a leaked one must not outlive its revocation)', async () => {
    const { client } = await signedInClient(sut, { role: 'admin' });
    const script = bearerClient(sut, (await createApiToken(client, { scope: 'write' })).secret);
    const rest = await script.post('/api/tokens', {
      name: 'y',
      scope: 'write',
      expiresInDays: null,
    });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toMatch(/created from a signed-in session/);
    const gql = await script.graphql(CREATE_TOKEN, {
      input: { name: 'y', scope: 'write', expiresInDays: 30 },
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a request with both a session cookie and a bearer token', async () => {
    const { client } = await signedInClient(sut, { role: 'hr' });
    const token = await createApiToken(client);
    const res = await sut
      .http()
      .get('/api/user')
      .set('Authorization', `Bearer ${token.secret}`)
      .set('Cookie', `access_token=${client.cookie('access_token')}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Send either a session cookie or an Authorization bearer token, not both in one request.',
    );
  });

  it('sees only what its owner may: an office token sees its own office only', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const [mine, other] = [await createOffice(sut), await createOffice(sut)];
    const trainee = await createTrainee(sut, hr, mine.id, { firstname: 'Mina' });
    await createTrainee(sut, hr, other.id, { firstname: 'Otto' });
    const { client: office } = await signedInClient(sut, { role: 'office', officeId: mine.id });
    const script = bearerClient(sut, (await createApiToken(office)).secret);

    const scholars = await script.get('/api/scholars').expect(200);
    expect(scholars.body.items.map((s: { id: string }) => s.id)).toEqual([trainee.scholarId]);
    // HR-only lists stay closed to it.
    await script.get('/api/users').expect(403);
    const gql = await script.graphql('{ users(page: 1, limit: 5) { items { id } } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets HR list and revoke the tokens of any account, and nobody else', async () => {
    const { user: owner, client: ownerClient } = await signedInClient(sut, { role: 'office' });
    const token = await createApiToken(ownerClient, { name: 'Export' });
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const { client: stranger } = await signedInClient(sut, { role: 'office' });

    expect((await stranger.get(`/api/users/${owner.id}/tokens`)).status).toBe(403);
    const gqlList = await stranger.graphql(`{ apiTokens(userId: "${owner.id}") { id } }`);
    expect(gqlList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notYours = await stranger.graphql(REVOKE_TOKEN, { id: token.id });
    expect(notYours.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stranger.delete(`/api/tokens/${token.id}`)).status).toBe(404);

    const listed = await hr.get(`/api/users/${owner.id}/tokens`);
    expect(listed.status).toBe(200);
    expect(listed.body.tokens.map((t: { id: string }) => t.id)).toEqual([token.id]);
    const revoked = await hr.graphql<{ revokeApiToken: { revokedAt: string | null } }>(
      REVOKE_TOKEN,
      { id: token.id },
    );
    expect(revoked.data?.revokeApiToken.revokedAt).not.toBeNull();
    await bearerClient(sut, token.secret).get('/api/user').expect(401);
    const notices = await ownerClient.graphql<{ notifications: { items: object[] } }>(
      NOTIFICATIONS,
    );
    expect(notices.data!.notifications.items[0]).toEqual({
      title: 'API token revoked',
      message: expect.stringContaining('"Export" on your account was revoked by HR'),
    });
    const history = await hr.get(`/api/users/${owner.id}`);
    expect(history.status).toBe(200);
    expect(history.body.user.history.map((e: { field: string }) => e.field)).toEqual([
      'api_token_created',
      'api_token_revoked',
    ]);
  });

  it('writes no row on a read: last used is recorded off the request path, once a minute', async () => {
    const { user, client } = await signedInClient(sut, { role: 'hr' });
    const script = bearerClient(sut, (await createApiToken(client)).secret);
    const usage = sut.get<ApiTokenUsage>(ApiTokenUsage);
    // Its timer stopped, so that only this test's flushes write.
    await usage.onApplicationShutdown();

    await script.get('/api/user').expect(200);
    expect((await storedRows(user.id))[0]).toMatchObject({ last_used_at: null });
    await usage.flush();
    const [first] = await storedRows(user.id);
    expect(first).toMatchObject({ last_used_ip: script.ip });
    expect(first!.last_used_at).not.toBeNull();

    await script.get('/api/user').expect(200);
    await usage.flush();
    expect((await storedRows(user.id))[0]!.last_used_at).toEqual(first!.last_used_at);
  });
});
