// On both databases in CI: revocation and rotation raced by concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, signIn, signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SESSIONS = '{ sessions { id userAgent isCurrent createdAt lastUsedAt } }';
const END = 'mutation($id: ID!) { endSession(id: $id) }';

describe('sessions', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  async function twoDevices() {
    const user = await createUser(sut);
    const laptop = sut.client();
    const phone = sut.client();
    await signIn(laptop, user);
    await signIn(phone, user);
    return { user, laptop, phone };
  }

  it('lists the live sessions over REST with the spec fields, marking the current one', async () => {
    const { laptop } = await twoDevices();
    const res = await laptop.get('/api/sessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    for (const session of res.body.sessions) {
      expect(session).toMatchObject({
        _id: session.id,
        userAgent: expect.any(String),
        createdAt: expect.any(String),
      });
    }
    expect(res.body.sessions.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
  });

  it('ends another session over GraphQL: it is rejected on its very next request', async () => {
    const { laptop, phone } = await twoDevices();
    const listed = await laptop.graphql<{ sessions: Array<{ id: string; isCurrent: boolean }> }>(
      SESSIONS,
    );
    const other = listed.data!.sessions.find((s) => !s.isCurrent)!;
    expect((await laptop.graphql(END, { id: other.id })).data).toEqual({ endSession: true });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(200);
    const after = await laptop.graphql<{ sessions: unknown[] }>(SESSIONS);
    expect(after.data!.sessions).toHaveLength(1);
  });

  it('ends another session over REST (DELETE /api/sessions/{id})', async () => {
    const { laptop, phone } = await twoDevices();
    const { body } = await laptop.get('/api/sessions');
    const other = body.sessions.find((s: { isCurrent: boolean }) => !s.isCurrent);
    const res = await laptop.delete(`/api/sessions/${other._id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Session ended successfully');
    expect((await phone.get('/api/sessions')).status).toBe(401);
  });

  it('refuses to end the current session that way (sign-out does that)', async () => {
    const { laptop } = await twoDevices();
    const { body } = await laptop.get('/api/sessions');
    const current = body.sessions.find((s: { isCurrent: boolean }) => s.isCurrent);
    const res = await laptop.delete(`/api/sessions/${current._id}`);
    expect(res.status).toBe(400);
    expect((await laptop.get('/api/user')).status).toBe(200);
  });

  it("answers another user's session id, or garbage, with 404 so ids cannot be probed", async () => {
    const { laptop } = await twoDevices();
    const stranger = await signedInClient(sut);
    const { body } = await stranger.client.get('/api/sessions');
    const strangersSession = body.sessions[0]._id;
    expect((await laptop.delete(`/api/sessions/${strangersSession}`)).status).toBe(404);
    expect((await laptop.delete('/api/sessions/not-a-uuid')).status).toBe(404);
    const gql = await laptop.graphql(END, { id: strangersSession });
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stranger.client.get('/api/user')).status).toBe(200);
  });

  it('requires a signed-in user', async () => {
    expect((await sut.client().get('/api/sessions')).status).toBe(401);
    expect((await sut.client().graphql(SESSIONS)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
