import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PUNCHES_ONLY, PUNCHED_SLOT, DAY_FULL } from '../src/modules/dtr/dtr-punch-policy.js';
import { PUNCH as REFUSED } from '../src/modules/punches/punch-rules.js';
import { PunchesService } from '../src/modules/punches/punches.service.js';
import {
  CORRECT_DAY,
  createOffice,
  deployedTrainee,
  officeStaff,
  SAVE_DAY,
} from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  codeAt,
  createKiosk,
  kioskFeed,
  punch,
  UPDATE_SETTINGS,
  wallTime,
} from './support/punches.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';
import { TestClock } from './support/test-clock.js';

const STEP = 30_000;

describe(PunchesService.name, () => {
  let sut: TestApp;
  const clock = new TestClock();
  let hr: TestClient;
  let officeId: string;
  let otherOfficeId: string;
  let staff: TestClient;
  let key: string;

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Registrar')).id;
    otherOfficeId = (await createOffice(sut, 'Library')).id;
    staff = (await officeStaff(sut, officeId)).client;
    key = (await createKiosk(staff)).key;
  });

  afterAll(() => sut.close());

  const scholar = async (firstname = 'Pia') =>
    (await deployedTrainee(sut, hr, officeId, { firstname })).client;
  const currentCode = async () => (await kioskFeed(sut, key)).code.code;

  it('fills IN then OUT, then the second pair, with the server’s time; a fifth punch is refused', async () => {
    const student = await scholar();
    const filled: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const at = clock.now();
      const feed = await kioskFeed(sut, key);
      // The QR's URL and the bare code are both accepted.
      const sent = await punch(student, i % 2 === 0 ? feed.code.url : feed.code.code);
      expect(sent.error).toBeUndefined();
      filled.push(wallTime(sut, at));
      expect(sent.punch).toMatchObject({ officeName: 'Registrar', lateSend: false });
      clock.advance(STEP);
    }
    const fifth = await punch(student, await currentCode());
    expect(fifth).toMatchObject({ error: DAY_FULL, fields: { code: DAY_FULL } });

    const mine = await student.graphql<{ myPunches: Array<{ slot: string }> }>(
      '{ myPunches { slot at lateSend } }',
    );
    expect(mine.data!.myPunches.map((p) => p.slot)).toEqual(['out2', 'in2', 'out1', 'in1']);
    const month = await student.graphql<{ myDtrMonth: { days: Array<Record<string, unknown>> } }>(
      '{ myDtrMonth { days { in1 out1 in2 out2 punchedSlots } } }',
    );
    const day = month.data!.myDtrMonth.days.find((d) => d.in1 !== null)!;
    expect(day).toEqual({
      in1: filled[0],
      out1: filled[1],
      in2: filled[2],
      out2: filled[3],
      punchedSlots: ['in1', 'out1', 'in2', 'out2'],
    });
  });

  it('accepts a code in its step and the next, refuses it after, and never twice for one scholar', async () => {
    const [first, second, third] = [
      await scholar('Ana'),
      await scholar('Ben'),
      await scholar('Cy'),
    ];
    const code = await currentCode();
    expect((await punch(first, code)).error).toBeUndefined();
    expect(await punch(first, code)).toMatchObject({ error: REFUSED.replayed });
    clock.advance(STEP);
    expect((await punch(second, code)).error).toBeUndefined();
    clock.advance(STEP);
    expect(await punch(third, code)).toMatchObject({
      error: REFUSED.expired,
      fields: { code: REFUSED.expired },
    });
    // A code of a step ahead of the server's by two is no better.
    const ahead = await codeAt(sut, officeId, new Date(clock.now().getTime() + 2 * STEP));
    expect(await punch(third, ahead)).toMatchObject({ error: REFUSED.expired });
  });

  it('refuses another office’s code and a tampered one', async () => {
    const student = await scholar();
    const other = await codeAt(sut, otherOfficeId, clock.now());
    expect(await punch(student, other)).toMatchObject({ error: REFUSED.otherOffice });
    const code = await currentCode();
    const tampered = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await punch(student, tampered)).toMatchObject({ error: REFUSED.expired });
    expect(await punch(student, 'not a code')).toMatchObject({ error: REFUSED.expired });
  });

  it('accepts a scan sent late within two hours, at the scan’s time and flagged; refuses older, future and other steps', async () => {
    const student = await scholar();
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - 60 * 60_000);
    const late = await punch(student, await codeAt(sut, officeId, hourAgo), hourAgo);
    expect(late.error).toBeUndefined();
    expect(late.punch).toMatchObject({ lateSend: true, at: hourAgo.toISOString() });
    expect(late.day).toMatchObject({ in1: wallTime(sut, hourAgo), lateSend: true });
    expect(late.day!.flags).toContain('late_send');

    const tooOld = new Date(now.getTime() - 2 * 60 * 60_000 - 60_000);
    expect(await punch(student, await codeAt(sut, officeId, tooOld), tooOld)).toMatchObject({
      error: REFUSED.expired,
    });
    const future = new Date(now.getTime() + 5 * 60_000);
    expect(await punch(student, await codeAt(sut, officeId, future), future)).toMatchObject({
      error: REFUSED.expired,
    });
    // The code shown now, claimed as scanned an hour ago: not the code of that time.
    expect(await punch(student, await currentCode(), hourAgo)).toMatchObject({
      error: REFUSED.expired,
    });
  });

  it('refuses a typed save in a punches-only office and over a punched slot; the office corrects it', async () => {
    const student = await scholar();
    const sent = await punch(student, await currentCode());
    const { date, in1 } = sent.day!;
    const typed = { workDate: date, in1: '07:00', out1: '12:00' };
    const overPunch = await student.graphql(SAVE_DAY, { input: typed });
    expect(overPunch.errors?.[0]).toMatchObject({
      message: PUNCHED_SLOT,
      extensions: { code: 'BAD_USER_INPUT', fields: { in1: PUNCHED_SLOT } },
    });
    const keepsPunch = await student.graphql(SAVE_DAY, {
      input: { workDate: date, in1, out1: '23:59' },
    });
    expect(keepsPunch.errors).toBeUndefined();

    const settings = {
      mode: 'punches_only',
      opensAt: '07:00',
      closesAt: '19:00',
      maxMinutesPerDay: 600,
    };
    expect((await staff.graphql(UPDATE_SETTINGS, { input: settings })).errors).toBeUndefined();
    const refused = await student.graphql(SAVE_DAY, {
      input: { workDate: date, in1, out1: '23:58' },
    });
    expect(refused.errors?.[0]?.message).toBe(PUNCHES_ONLY);

    const scholarId = (await student.graphql<{ myScholar: { id: string } }>('{ myScholar { id } }'))
      .data!.myScholar.id;
    const corrected = await staff.graphql<{
      correctDtrDay: { in1: string; punchedSlots: string[] };
    }>(CORRECT_DAY, {
      input: { scholarId, workDate: date, in1: '07:00', out1: '12:00', reason: 'Wrong clock' },
    });
    expect(corrected.errors).toBeUndefined();
    await staff.graphql(UPDATE_SETTINGS, { input: { ...settings, mode: 'punches_or_typed' } });
  });
});
