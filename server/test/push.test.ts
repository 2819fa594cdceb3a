// Web Push end to end: browsers subscribe over both transports, and a notification the product
// sends reaches each of its user's browsers, once, through a push service of the test's own
// (packages/push-receiver: VAPID checked, the message decrypted with the browser's keys).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPushReceiver, type PushReceiver } from '@sasm/push-receiver';
import { PUSH_AGENT, PushDelivery } from '../src/modules/push/push-delivery.js';
import { submitRest } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const SUBSCRIBE = `mutation Subscribe($input: SubscribePushInput!) {
  subscribePush(input: $input) { id endpoint userAgent createdAt lastOkAt }
}`;
const MINE = '{ myPushSubscriptions { id endpoint userAgent lastOkAt } }';
const OPEN_REVIEW = 'mutation Open($id: ID!) { openApplicationReview(id: $id) { status } }';

interface Subscription {
  id: string;
  endpoint: string;
  userAgent: string | null;
  lastOkAt: string | null;
}

describe('Web Push', () => {
  let sut: TestApp;
  let receiver: PushReceiver;
  let hr: TestClient;
  let publicKey: string;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    sut = await createTestApp({
      override: (builder) => builder.overrideProvider(PUSH_AGENT).useValue(receiver.agent),
    });
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    publicKey = (await sut.http().get('/api/push/public-key')).body.publicKey;
  });
  afterAll(async () => {
    await sut.close();
    await receiver.close();
  });

  /** Every push started so far answered by the push service. */
  const pushed = () => sut.get<PushDelivery>(PushDelivery).settled();

  /** A browser of the receiver's, subscribed for `client`'s user over GraphQL. */
  async function browserOf(client: TestClient) {
    const browser = receiver.subscribe({ applicationServerKey: publicKey });
    const res = await client.graphql<{ subscribePush: Subscription }>(SUBSCRIBE, {
      input: { endpoint: browser.endpoint, ...browser.keys },
    });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return { endpoint: browser.endpoint, keys: browser.keys, id: res.data!.subscribePush.id };
  }

  const mine = async (client: TestClient) =>
    (await client.graphql<{ myPushSubscriptions: Subscription[] }>(MINE)).data!.myPushSubscriptions;

  it("pushes a decision's notification to each of the student's browsers, once, and to no one else's", async () => {
    const student = await signedInClient(sut);
    const phone = await browserOf(student.client);
    const laptop = await browserOf(student.client);
    const bystander = await browserOf((await signedInClient(sut)).client);

    const submitted = await submitRest(student.client);
    expect(submitted.status).toBe(201);
    const opened = await hr.graphql(OPEN_REVIEW, { id: submitted.body.application.id });
    expect(opened.errors).toBeUndefined();
    await pushed();

    for (const browser of [phone, laptop]) {
      const messages = receiver.messages(browser.endpoint).map((message) => message.json());
      expect(messages).toEqual([
        expect.objectContaining({ title: 'Application Submitted', link: '/application' }),
        expect.objectContaining({ link: '/application' }),
      ]);
      expect(messages[1]).toEqual({
        title: expect.any(String),
        body: expect.stringMatching(/review/i),
        link: '/application',
        tag: expect.any(String),
      });
    }
    expect(receiver.messages(bystander.endpoint)).toEqual([]);
    const [message] = receiver.messages(phone.endpoint);
    expect(message!.ttl).toBeGreaterThan(0);
    expect(receiver.rejections).toEqual([]);
    // The push service accepted them: the list says so.
    expect((await mine(student.client)).map((row) => row.lastOkAt)).toEqual([
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('lists, moves and stops subscriptions over GraphQL', async () => {
    const first = await signedInClient(sut);
    const phone = await browserOf(first.client);
    // The test client names no browser (no User-Agent).
    expect(await mine(first.client)).toEqual([
      { id: phone.id, endpoint: phone.endpoint, userAgent: null, lastOkAt: null },
    ]);

    // The same browser signed in as someone else: its pushes are theirs now.
    const second = await signedInClient(sut);
    const again = await second.client.graphql<{ subscribePush: Subscription }>(SUBSCRIBE, {
      input: { endpoint: phone.endpoint, ...phone.keys },
    });
    expect(again.data?.subscribePush.id).toBe(phone.id);
    expect(await mine(first.client)).toEqual([]);
    expect((await mine(second.client)).map((row) => row.id)).toEqual([phone.id]);

    // Someone else's subscription is not found; one's own stops.
    const stopOther = await first.client.graphql(
      'mutation($id: ID!) { unsubscribePush(id: $id) }',
      {
        id: phone.id,
      },
    );
    expect(stopOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stop = await second.client.graphql('mutation($id: ID!) { unsubscribePush(id: $id) }', {
      id: phone.id,
    });
    expect(stop.data).toEqual({ unsubscribePush: true });
    expect(await mine(second.client)).toEqual([]);
  });

  it('subscribes, lists and unsubscribes over REST; a stopped browser gets nothing more', async () => {
    const student = await signedInClient(sut);
    const browser = receiver.subscribe({ applicationServerKey: publicKey });
    const created = await student.client.post('/api/push/subscriptions', {
      endpoint: browser.endpoint,
      ...browser.keys,
    });
    expect(created.status).toBe(201);
    const id = created.body.subscription.id as string;
    expect(created.body.subscription).toMatchObject({ _id: id, endpoint: browser.endpoint });
    const listed = await student.client.get('/api/push/subscriptions');
    expect(listed.body.subscriptions.map((row: { id: string }) => row.id)).toEqual([id]);

    const bad = await student.client.post('/api/push/subscriptions', {
      endpoint: 'http://push.example.com/x',
      p256dh: 'short',
      auth: browser.keys.auth,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['endpoint', 'p256dh']);

    const submitted = await submitRest(student.client);
    expect(submitted.status).toBe(201);
    await pushed();
    expect(receiver.messages(browser.endpoint)).toHaveLength(1);

    expect((await student.client.delete(`/api/push/subscriptions/${id}`)).status).toBe(200);
    expect((await student.client.delete(`/api/push/subscriptions/${id}`)).status).toBe(404);
    await hr.graphql(OPEN_REVIEW, { id: submitted.body.application.id });
    await pushed();
    expect(receiver.messages(browser.endpoint)).toHaveLength(1);
  });

  it('removes a subscription its push service answers 410 Gone for', async () => {
    const student = await signedInClient(sut);
    const kept = await browserOf(student.client);
    const gone = await browserOf(student.client);
    receiver.expire(gone.endpoint);

    expect((await submitRest(student.client)).status).toBe(201);
    await pushed();

    expect(receiver.messages(kept.endpoint)).toHaveLength(1);
    expect((await mine(student.client)).map((row) => row.id)).toEqual([kept.id]);
  });

  it('refuses a subscription from an API token', async () => {
    const staff = await signedInClient(sut, { role: 'office' });
    const token = await staff.client.graphql<{ createApiToken: { secret: string } }>(
      'mutation { createApiToken(input: { name: "Script", scope: write, expiresInDays: 30 }) { secret } }',
    );
    const browser = receiver.subscribe();
    const res = await sut
      .http()
      .post('/api/push/subscriptions')
      .set('Authorization', `Bearer ${token.data!.createApiToken.secret}`)
      .send({ endpoint: browser.endpoint, ...browser.keys });
    expect(res.status).toBe(403);
  });
});
