import { afterAll, describe, expect, it } from '@jest/globals';
import { todayIn } from '../src/common/university-time.js';
import { createUser, signedInClient } from './support/factories.js';
import { createOffice, createTrainee } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BACKDATE = `mutation($input: BackdateScholarInput!) { backdateScholar(input: $input) }`;
const SAVE_DAY = `mutation($input: SaveDtrDayInput!) { saveDtrDay(input: $input) { status } }`;
const SEND = `mutation($input: TestNotificationInput!) { sendTestNotification(input: $input) }`;

describe('test-only hooks', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('exist when NODE_ENV=test: a notification reaches the named user', async () => {
    const sut = await createTestApp();
    apps.push(sut);
    const { client } = await signedInClient(sut, { role: 'hr' });
    const target = await signedInClient(sut);
    const res = await client.graphql(SEND, {
      input: { email: target.user.email, title: 'Hi', message: 'there' },
    });
    expect(res.data).toEqual({ sendTestNotification: true });
    expect((await target.client.get('/api/notifications/unread-count')).body.unreadCount).toBe(1);
  });

  it('broadcast one notification to every active user of a role, each with their unread count', async () => {
    const sut = await createTestApp();
    apps.push(sut);
    const { client } = await signedInClient(sut, { role: 'hr' });
    const students = [await signedInClient(sut), await signedInClient(sut)];
    const office = await signedInClient(sut, { role: 'office' });
    const res = await client.graphql<{ sendTestBroadcast: { recipients: number } }>(
      `mutation($input: TestBroadcastInput!) { sendTestBroadcast(input: $input) { recipients } }`,
      { input: { role: 'student', title: 'Suspension', message: 'No classes today.' } },
    );
    expect(res.data?.sendTestBroadcast.recipients).toBe(2);
    for (const student of students) {
      const list = await student.client.get('/api/notifications');
      expect(list.body.notifications.map((n: { title: string }) => n.title)).toEqual([
        'Suspension',
      ]);
      expect(list.body.unreadCount).toBe(1);
    }
    expect((await office.client.get('/api/notifications/unread-count')).body.unreadCount).toBe(0);
  });

  it('make a verified staff account that can sign in, without signing in first', async () => {
    const sut = await createTestApp();
    apps.push(sut);
    const client = sut.client();
    const res = await client.graphql<{ createTestAccount: { email: string; password: string } }>(
      `mutation { createTestAccount(input: { role: "office" }) { email password } }`,
    );
    const account = res.data!.createTestAccount;
    expect((await client.post('/api/auth/signin', account)).status).toBe(200);
    const me = await client.get('/api/user');
    expect(me.body.user).toMatchObject({ role: 'office', verified: true });
  });

  it('do not exist in development (or production)', async () => {
    const sut = await createTestApp({ env: { NODE_ENV: 'development' } });
    apps.push(sut);
    const { client } = await signedInClient(sut);
    const user = await createUser(sut);
    const res = await client.graphql(SEND, {
      input: { email: user.email, title: 'Hi', message: 'there' },
    });
    expect(res.errors?.[0]?.message).toMatch(
      /Unknown type "TestNotificationInput"|Cannot query field/,
    );
  });

  it('backdate a deployment so that a journey can record earlier days', async () => {
    const sut = await createTestApp();
    apps.push(sut);
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const office = await createOffice(sut);
    const trainee = await createTrainee(sut, hr, office.id);
    const daysAgo = (days: number) => {
      const date = new Date(`${todayIn(sut.config.timeZone)}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - days);
      return date.toISOString().slice(0, 10);
    };
    const save = () =>
      trainee.client.graphql(SAVE_DAY, {
        input: { workDate: daysAgo(7), in1: '08:00', out1: '12:00' },
      });

    expect((await save()).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const moved = await hr.graphql(BACKDATE, {
      input: { scholarId: trainee.scholarId, startedOn: daysAgo(14) },
    });
    expect(moved.data).toEqual({ backdateScholar: true });
    expect((await save()).data).toEqual({ saveDtrDay: { status: 'unconfirmed' } });
  });
});
