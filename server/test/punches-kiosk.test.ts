import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KioskFeedService } from '../src/modules/punches/kiosk-feed.service.js';
import { dtrEntries } from '../src/modules/dtr/dtr.table.js';
import { workedMinutes } from '../src/modules/dtr/dtr-rules.js';
import {
  createOffice,
  deployedTrainee,
  dutyDays,
  monthsAgo,
  officeStaff,
  SCHOLAR_MONTH,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  createKiosk,
  KIOSK_FEED_FIELDS,
  kioskFeed,
  punch,
  REVOKE_KIOSK,
  watchKiosk,
} from './support/punches.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

type Slot = 'in1' | 'out1' | 'in2' | 'out2';

describe(KioskFeedService.name, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Cashier')).id;
    staff = (await officeStaff(sut, officeId)).client;
  });

  afterAll(() => sut.close());

  const asKiosk = (key: string, query: string) =>
    sut.http().post('/graphql').set('X-Kiosk-Key', key).send({ query });

  it('gives the kiosk its office’s code and nothing else; users never reach the feed', async () => {
    const { key } = await createKiosk(staff);
    const feed = await asKiosk(key, `{ kioskFeed { ${KIOSK_FEED_FIELDS} } }`);
    expect(feed.body.data.kioskFeed.code).toMatchObject({ officeName: 'Cashier' });
    expect(feed.body.data.kioskFeed.code.url).toMatch(/\/dtr\/punch\?c=[A-Za-z0-9_-]+$/);
    const other = await asKiosk(key, '{ myDtrMonth { month } }');
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const rest = await sut.http().get('/api/dtr/me').set('X-Kiosk-Key', key);
    expect(rest.status).toBe(403);
    const asStaff = await staff.graphql(`{ kioskFeed { ${KIOSK_FEED_FIELDS} } }`);
    expect(asStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await staff.get('/api/kiosk/feed')).status).toBe(403);
    expect((await sut.http().get('/api/kiosk/feed')).status).toBe(401);
  });

  it('streams codes and punches over the WebSocket, and a revoked kiosk stops at once', async () => {
    const { key, id } = await createKiosk(staff);
    const student = await deployedTrainee(sut, hr, officeId, { firstname: 'Rosa' });
    const live = watchKiosk(sut, key);
    try {
      const first = await live.next();
      expect(first.code.officeName).toBe('Cashier');
      const landed = live.next();
      expect((await punch(student.client, first.code.url)).error).toBeUndefined();
      expect((await landed).recentPunches[0]).toMatchObject({ firstName: 'Rosa', slot: 'in1' });

      const revoked = await staff.graphql(REVOKE_KIOSK, { id });
      expect(revoked.errors).toBeUndefined();
      expect(await live.closed).toBe(4401);
      const after = await sut.http().get('/api/kiosk/feed').set('X-Kiosk-Key', key);
      expect(after.status).toBe(401);
    } finally {
      await live.dispose();
    }
  });

  it('flags punched days for the office and confirms the complete ones in one go', async () => {
    const student = await deployedTrainee(sut, hr, officeId, { firstname: 'Flo' });
    const month = monthsAgo(sut, 1);
    const [complete, open, long, typed] = dutyDays(month);
    const day = (
      workDate: string,
      times: Record<Slot, string | null>,
      punched: Slot[],
      lateSend = false,
    ) => ({
      scholarId: student.scholarId,
      workDate,
      ...times,
      workedMinutes: workedMinutes(times),
      punchedSlots: punched,
      lateSend,
    });
    await sut.database.db
      .insert(dtrEntries)
      .values([
        day(complete!.workDate, { in1: '08:00', out1: '12:00', in2: null, out2: null }, [
          'in1',
          'out1',
        ]),
        day(open!.workDate, { in1: '06:30', out1: null, in2: null, out2: null }, ['in1'], true),
        day(long!.workDate, { in1: '07:00', out1: '12:00', in2: '12:30', out2: '18:30' }, [
          'in1',
          'out1',
          'in2',
          'out2',
        ]),
        day(typed!.workDate, { in1: '08:00', out1: '13:00', in2: null, out2: null }, []),
      ]);
    const sheet = await staff.graphql<{
      dtrMonth: { days: Array<{ date: string; flags: string[]; punchedSlots: string[] }> };
    }>(SCHOLAR_MONTH.replace('days {', 'days { punchedSlots lateSend '), {
      scholarId: student.scholarId,
      month,
    });
    const flagsOf = (date: string) => sheet.data!.dtrMonth.days.find((d) => d.date === date)!.flags;
    expect(flagsOf(complete!.workDate)).toEqual([]);
    expect(flagsOf(open!.workDate)).toEqual(
      expect.arrayContaining(['missing_out', 'outside_office_hours', 'late_send']),
    );
    expect(flagsOf(long!.workDate)).toEqual(expect.arrayContaining(['over_office_max']));

    const confirmed = await staff.graphql<{ confirmPunchedDays: { confirmedDays: number } }>(
      `mutation($scholarId: ID!, $month: String!) { confirmPunchedDays(scholarId: $scholarId, month: $month) { month confirmedDays scholars } }`,
      { scholarId: student.scholarId, month },
    );
    // The complete and the long day; not the one missing its OUT, nor the typed one.
    expect(confirmed.data!.confirmPunchedDays.confirmedDays).toBe(2);
    const again = await staff.post(
      `/api/dtr/scholars/${student.scholarId}/months/${month}/confirm-punched`,
    );
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ confirmedDays: 0, month });
  });

  it('answers the same over REST: settings, kiosks, punches', async () => {
    const put = await staff.put('/api/punches/settings/me', {
      mode: 'punches_or_typed',
      opensAt: '06:00',
      closesAt: '20:00',
      maxMinutesPerDay: 480,
    });
    expect(put.status).toBe(200);
    expect(put.body.settings).toMatchObject({ officeId, opensAt: '06:00', maxMinutesPerDay: 480 });
    expect((await hr.get(`/api/punches/settings/${officeId}`)).body.settings).toMatchObject({
      officeName: 'Cashier',
      closesAt: '20:00',
    });
    const created = await staff.post('/api/kiosks', { name: 'Lobby' });
    expect(created.status).toBe(201);
    const { key, kiosk } = created.body as { key: string; kiosk: { id: string; _id: string } };
    expect(kiosk._id).toBe(kiosk.id);
    const listed = await hr.get(`/api/kiosks?officeId=${officeId}`);
    expect(listed.body.kiosks.map((k: { id: string }) => k.id)).toContain(kiosk.id);

    const student = await deployedTrainee(sut, hr, officeId);
    const feed = await kioskFeed(sut, key);
    const sent = await student.client.post('/api/punches', { code: feed.code.url });
    expect(sent.status).toBe(201);
    expect(sent.body.day).toMatchObject({ punchedSlots: ['in1'] });
    const replay = await student.client.post('/api/punches', { code: feed.code.code });
    expect(replay.status).toBe(400);
    expect(replay.body.fields).toEqual({ code: 'You already punched with this code.' });
    const mine = await student.client.get('/api/punches/mine');
    expect(mine.body.punches).toHaveLength(1);

    expect((await staff.delete(`/api/kiosks/${kiosk.id}`)).status).toBe(200);
    expect((await sut.http().get('/api/kiosk/feed').set('X-Kiosk-Key', key)).status).toBe(401);
  });
});
