// On both databases in CI: revocation and rotation raced by concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { eq, sql } from 'drizzle-orm';
import { DbContext } from '../src/db/db-context.js';
import { sessions } from '../src/modules/sessions/sessions.table.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe('session refresh', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  const refresh = (client: TestClient) => client.get('/api/auth/refresh');
  const sessionIdOf = (client: TestClient) => client.cookie('refresh_token')!.split('.')[0]!;

  /** Plays the clock forward past the race window of the last rotation. */
  async function ageRotation(client: TestClient) {
    await sut
      .get<DbContext>(DbContext)
      .db.update(sessions)
      .set({ rotatedAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.id, sessionIdOf(client)));
  }

  it('rotates the refresh token and issues a new access token', async () => {
    const { client } = await signedInClient(sut);
    const oldRefresh = client.cookie('refresh_token');
    const res = await refresh(client);
    expect(res.status).toBe(200);
    expect(client.cookie('refresh_token')).not.toBe(oldRefresh);
    expect(String(res.headers['set-cookie'])).toMatch(/access_token=ey/);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('keeps working after an expired access token: 401 first, then refresh, then 200', async () => {
    const { user, client } = await signedInClient(sut);
    const expired = sut.get<JwtService>(JwtService).sign({
      sub: user.id,
      sid: sessionIdOf(client),
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    client.cookies.set('access_token', { value: expired, attributes: '' });
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.graphql('{ me { id } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await refresh(client)).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('revokes the whole session when an already rotated token is presented again', async () => {
    const { client } = await signedInClient(sut);
    const stolen = client.cookie('refresh_token')!;
    expect((await refresh(client)).status).toBe(200);
    await ageRotation(client);

    const thief = sut.client();
    thief.cookies.set('refresh_token', { value: stolen, attributes: '' });
    const res = await refresh(thief);
    expect(res.status).toBe(401);
    expect(thief.cookie('access_token')).toBeUndefined();
    // The legitimate holder is signed out too: the session is gone.
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await refresh(client)).status).toBe(401);
  });

  it('treats an older token (two rotations back) as reuse even inside the race window', async () => {
    const { client } = await signedInClient(sut);
    const first = client.cookie('refresh_token')!;
    await refresh(client);
    await refresh(client);
    const replay = sut.client();
    replay.cookies.set('refresh_token', { value: first, attributes: '' });
    expect((await refresh(replay)).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('lets exactly one of 5 parallel refreshes with one token win, without ending the session', async () => {
    const { client } = await signedInClient(sut);
    const token = client.cookie('refresh_token')!;
    const racers = Array.from({ length: 5 }, () => {
      const racer = sut.client();
      racer.cookies.set('refresh_token', { value: token, attributes: '' });
      return racer;
    });
    const results = await Promise.all(racers.map((racer) => refresh(racer)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
    const winner = racers[results.findIndex((r) => r.status === 200)]!;
    expect((await winner.get('/api/user')).status).toBe(200);
    expect((await refresh(winner)).status).toBe(200);
  });

  it('refuses a missing, malformed or unknown refresh token', async () => {
    expect((await refresh(sut.client())).status).toBe(401);
    const forged = sut.client();
    forged.cookies.set('refresh_token', { value: 'garbage', attributes: '' });
    expect((await refresh(forged)).status).toBe(401);
    forged.cookies.set('refresh_token', {
      value: `00000000-0000-4000-8000-000000000000.${'a'.repeat(43)}`,
      attributes: '',
    });
    expect((await refresh(forged)).status).toBe(401);
  });

  it('refuses to refresh a session that was signed out', async () => {
    const { client } = await signedInClient(sut);
    const token = client.cookie('refresh_token')!;
    await client.get('/api/auth/signout');
    client.cookies.set('refresh_token', { value: token, attributes: '' });
    expect((await refresh(client)).status).toBe(401);
  });
});
