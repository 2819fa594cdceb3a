// On both databases in CI: two HR saving overlapping years at once (a lock across connections).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termOf } from '../src/common/academic-term.js';
import { CalendarService } from '../src/modules/calendar/calendar.service.js';
import { CALENDAR } from '../src/modules/calendar/calendar-rules.js';
import { signedInClient } from './support/factories.js';
import { createOffice } from './support/scholars.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const YEARS = `{ academicYears { academicYear custom terms { term label startsOn endsOn } } }`;
const SAVE = `mutation Save($input: SaveAcademicYearInput!) {
  saveAcademicYear(input: $input) { academicYear custom terms { term startsOn endsOn } }
}`;
const ADD = `mutation Add($input: AddNonWorkingDayInput!) {
  addNonWorkingDay(input: $input) { id date fromTime kind officeIds reason }
}`;
const DAYS = `query Days($from: String!, $to: String!) {
  nonWorkingDays(from: $from, to: $to) { id date fromTime kind officeIds reason }
}`;
const REMOVE = `mutation Remove($id: ID!) { removeNonWorkingDay(id: $id) { id } }`;

/** A year whose First Semester starts on 11 August of `start`, its terms back to back. */
const ourYear = (start: number) => ({
  academicYear: `${start}-${start + 1}`,
  terms: [
    { term: 'first', startsOn: `${start}-08-11`, endsOn: `${start}-12-19` },
    { term: 'second', startsOn: `${start}-12-20`, endsOn: `${start + 1}-05-22` },
    { term: 'short', startsOn: `${start + 1}-05-23`, endsOn: `${start + 1}-08-10` },
  ],
});

describe("the university's calendar", () => {
  let sut: TestApp;
  let hr: TestClient;
  let student: TestClient;
  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    ({ client: student } = await signedInClient(sut, { role: 'student' }));
  });
  afterAll(() => sut.close());

  it("prefills the current and next year with the default rule's dates until HR sets them", async () => {
    const current = termOf(new Date().toISOString().slice(0, 10)).academicYear;
    const res = await student.graphql<{
      academicYears: Array<{ academicYear: string; custom: boolean; terms: unknown[] }>;
    }>(YEARS);
    const years = res.data!.academicYears;
    expect(years.map((year) => year.academicYear)).toContain(current);
    expect(years.every((year) => !year.custom && year.terms.length === 3)).toBe(true);
  });

  it('keeps the dates HR sets and answers the year through both transports', async () => {
    const saved = await hr.graphql(SAVE, { input: ourYear(2030) });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ saveAcademicYear: { ...ourYear(2030), custom: true } });

    const rest = await hr.get('/api/calendar/years');
    const year = rest.body.academicYears.find(
      (each: { academicYear: string }) => each.academicYear === '2030-2031',
    );
    expect(year.custom).toBe(true);
    expect(year.terms[0]).toMatchObject({
      label: 'First Semester 2030-2031',
      startsOn: '2030-08-11',
    });

    const calendar = await sut.get<CalendarService>(CalendarService).current();
    expect(calendar.termOf('2030-08-10')).toEqual({ term: 'short', academicYear: '2029-2030' });
    expect(calendar.termOf('2030-12-20')).toEqual({ term: 'second', academicYear: '2030-2031' });
  });

  it('refuses a gap between terms and an overlap with another year, on the field, on both transports', async () => {
    const gap = ourYear(2032);
    gap.terms[1]!.startsOn = '2033-01-12';
    const res = await hr.graphql(SAVE, { input: gap });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'terms.1.startsOn':
          'The Second Semester must start on December 20, 2032, the day after the First Semester ends',
      },
    });

    const overlapping = ourYear(2034);
    overlapping.terms[2]!.endsOn = '2035-08-20';
    await hr.graphql(SAVE, { input: ourYear(2035) });
    const rest = await hr.put('/api/calendar/years/2034-2035', { terms: overlapping.terms });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({
      'terms.2.endsOn':
        'The year overlaps the First Semester 2035-2036 (August 11, 2035 to December 19, 2035)',
    });
    const bad = await hr.put('/api/calendar/years/2034', { terms: overlapping.terms });
    expect(bad.body.fields).toEqual({ academicYear: CALENDAR.yearFormat });
  });

  it('lets one of two HR saving overlapping years at once through', async () => {
    const a = ourYear(2040);
    const b = { ...ourYear(2041), academicYear: '2041-2042' };
    b.terms[0]!.startsOn = '2041-08-01';
    a.terms[2]!.endsOn = '2041-08-05';
    const answers = await Promise.all([
      hr.graphql(SAVE, { input: a }),
      hr.graphql(SAVE, { input: b }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
  });

  it('adds, lists and takes back non-working days, for every office or some', async () => {
    const library = await createOffice(sut, 'University Library');
    const feast = await hr.graphql<{ addNonWorkingDay: { id: string } }>(ADD, {
      input: { date: '2026-12-08', kind: 'holiday', reason: 'Feast of the Immaculate Conception' },
    });
    expect(feast.errors).toBeUndefined();
    const typhoon = await hr.post('/api/calendar/non-working-days', {
      date: '2026-11-03',
      fromTime: '13:00',
      kind: 'suspension',
      officeIds: [library.id],
      reason: 'Typhoon signal no. 2: offices close at 1 PM',
    });
    expect(typhoon.status).toBe(201);
    expect(typhoon.body.nonWorkingDay).toMatchObject({
      fromTime: '13:00',
      officeIds: [library.id],
    });

    const listed = await student.graphql<{ nonWorkingDays: Array<{ date: string }> }>(DAYS, {
      from: '2026-11-01',
      to: '2026-12-31',
    });
    expect(listed.data!.nonWorkingDays.map((day) => day.date)).toEqual([
      '2026-11-03',
      '2026-12-08',
    ]);

    const calendar = await sut.get<CalendarService>(CalendarService).current();
    expect(calendar.nonWorkingDay('2026-11-03', library.id)?.fromTime).toBe('13:00');
    expect(calendar.nonWorkingDay('2026-11-03', 'another office')).toBeUndefined();
    expect(calendar.nonWorkingDay('2026-12-08', library.id)?.kind).toBe('holiday');

    const removed = await hr.graphql(REMOVE, { id: feast.data!.addNonWorkingDay.id });
    expect(removed.errors).toBeUndefined();
    const again = await hr.delete(
      `/api/calendar/non-working-days/${feast.data!.addNonWorkingDay.id}`,
    );
    expect(again.status).toBe(404);
    expect(
      (await sut.get<CalendarService>(CalendarService).current()).nonWorkingDay('2026-12-08'),
    ).toBeUndefined();
  });

  it('names each field of a bad non-working day', async () => {
    const res = await hr.post('/api/calendar/non-working-days', {
      date: '2026-02-30',
      fromTime: '1 PM',
      kind: 'holiday',
      officeIds: ['00000000-0000-4000-8000-000000000000'],
      reason: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      date: CALENDAR.date,
      fromTime: CALENDAR.time,
      reason: CALENDAR.reason,
      officeIds: CALENDAR.unknownOffice,
    });
    const range = await student.get('/api/calendar/non-working-days?from=soon&to=2026-12-31');
    expect(range.body.fields).toEqual({ from: CALENDAR.date });
  });
});
