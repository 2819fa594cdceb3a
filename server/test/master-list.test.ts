// On both databases in CI: SQL that sorts, counts and groups (collation and time zone of a server, PostgreSQL 15 beside PGlite's 17).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termDates, termLabel } from '../src/common/academic-term.js';
import { MasterListService } from '../src/modules/master-list/master-list.service.js';
import { officeStaff } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import {
  buildMasterList,
  daysBetween,
  MASTER_LIST,
  type MasterListWorld,
} from './support/master-list.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface Row {
  firstName: string;
  lastName: string;
  [field: string]: unknown;
}
interface Page {
  items: Row[];
  pagination: { currentPage: number; totalPages: number; totalItems: number };
  term: { term: string; academicYear: string; label: string };
  asOf: string;
  summary: {
    total: number;
    male: number;
    female: number;
    byOffice: Array<{ officeId: string; officeName: string; count: number }>;
    byProgram: Array<{ program: string; count: number }>;
  };
}

const months = (days: number) => Math.floor((days * 12) / 365.25);
const names = (page: Page) => page.items.map((row) => `${row.firstName} ${row.lastName}`);

describe(MasterListService.name, () => {
  let sut: TestApp;
  let hr: TestClient;
  let world: MasterListWorld;

  /** One page over GraphQL; fails the test on any error. */
  async function graphqlPage(filter: object = {}, page = 1, limit = 10): Promise<Page> {
    const res = await hr.graphql<{ masterList: Page }>(MASTER_LIST, { filter, page, limit });
    expect(res.errors).toBeUndefined();
    return res.data!.masterList;
  }

  /** One page over REST, with the same filters as address parameters. */
  async function restPage(params: Record<string, string> = {}): Promise<Page> {
    const res = await hr.get(`/api/master-list?${new URLSearchParams(params).toString()}`);
    expect(res.status).toBe(200);
    return res.body as Page;
  }

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    world = await buildMasterList(sut, hr);
    // Four trainees through the real pipeline: slow on a busy machine.
  }, 120_000);
  afterAll(() => sut.close());

  it('lists this term’s deployments by surname with every figure of the report', async () => {
    const { ana, ben, carla, library, registrar, current, previous, today } = world;
    const page = await graphqlPage();
    expect(page.term).toEqual({ ...current, label: termLabel(current) });
    expect(page.asOf).toBe(today);
    // Dan left before this term began.
    expect(names(page)).toEqual(['Ben Cruz', 'Ana Reyes', 'Carla Santos']);
    const anaDays = daysBetween(termDates(world.older).from, today) + 1;
    expect(page.items[1]).toEqual({
      scholarId: ana.scholarId,
      firstName: 'Ana',
      lastName: 'Reyes',
      email: ana.user.email,
      officeId: library.id,
      officeName: 'Library',
      program: 'student_assistant',
      stage: 'trainee',
      status: 'active',
      startedOn: termDates(world.older).from,
      endedOn: null,
      daysInService: anaDays,
      monthsInService: months(anaDays),
      termsServed: 3,
      yearsServed: 2,
      // Two confirmed five-hour days in the term; the unconfirmed day and last term's do not count.
      confirmedMinutes: 600,
      // The previous term's evaluation (4.5), though the older one was saved later.
      latestScore: 4.5,
      latestScoreTerm: { ...previous, label: termLabel(previous) },
      gender: 'Female',
    });
    expect(page.items[0]).toMatchObject({
      scholarId: ben.scholarId,
      officeName: 'Registrar',
      officeId: registrar.id,
      program: 'student_marshal',
      stage: 'scholar',
      gender: 'Male',
      confirmedMinutes: 0,
      latestScore: 4.2,
    });
    expect(page.items[2]).toMatchObject({
      scholarId: carla.scholarId,
      status: 'suspended',
      confirmedMinutes: 0,
      latestScore: null,
      latestScoreTerm: null,
      daysInService: daysBetween(termDates(current).from, today) + 1,
    });
  });

  it('counts months in service across a reassignment, each day once', async () => {
    const { ben, benStart, previous } = world;
    // For a past term the count stops at the term's last day: 244 days, 8 whole months.
    const past = await graphqlPage({ ...previous });
    const row = past.items.find((item) => item.scholarId === ben.scholarId)!;
    const end = termDates(previous).to;
    expect(past.asOf).toBe(end);
    expect(row).toMatchObject({
      daysInService: daysBetween(benStart, end) + 1,
      monthsInService: 8,
    });
    expect(row.daysInService).toBe(244);
    const now = await graphqlPage();
    const today = now.items.find((item) => item.scholarId === ben.scholarId)!;
    expect(today.daysInService).toBe(daysBetween(benStart, world.today) + 1);
  });

  it('reads a past term: its deployments, its hours and the latest score up to it', async () => {
    const { previous, older, dan, danEnded } = world;
    const page = await graphqlPage({ term: previous.term, academicYear: previous.academicYear });
    expect(page.term.label).toBe(termLabel(previous));
    expect(names(page)).toEqual(['Ben Cruz', 'Dan Dizon', 'Ana Reyes']);
    const [, danRow, anaRow] = page.items;
    expect(anaRow).toMatchObject({ confirmedMinutes: 480, latestScore: 4.5 });
    expect(danRow).toMatchObject({
      scholarId: dan.scholarId,
      status: 'inactive',
      endedOn: danEnded,
      daysInService: daysBetween(termDates(previous).from, danEnded),
    });
    // A term earlier still: Ana's evaluation of that term is the latest one then.
    const older1 = await graphqlPage({ ...older });
    expect(older1.items.find((row) => row.firstName === 'Ana')).toMatchObject({
      latestScore: 3,
      latestScoreTerm: { ...older, label: termLabel(older) },
    });
  });

  it('filters by office, type and status, kept apart from the term', async () => {
    const { library } = world;
    expect(names(await graphqlPage({ officeId: library.id }))).toEqual([
      'Ana Reyes',
      'Carla Santos',
    ]);
    expect(names(await graphqlPage({ program: 'student_marshal' }))).toEqual(['Ben Cruz']);
    expect(names(await graphqlPage({ status: 'suspended' }))).toEqual(['Carla Santos']);
    expect(names(await graphqlPage({ officeId: library.id, status: 'active' }))).toEqual([
      'Ana Reyes',
    ]);
  });

  it('sums up the whole filtered list: total, male, female, per office, per type', async () => {
    const { library, registrar } = world;
    const page = await graphqlPage({}, 1, 1);
    expect(page.items).toHaveLength(1);
    expect(page.summary).toEqual({
      total: 3,
      male: 1,
      female: 2,
      byOffice: [
        { officeId: library.id, officeName: 'Library', count: 2 },
        { officeId: registrar.id, officeName: 'Registrar', count: 1 },
      ],
      byProgram: [
        { program: 'student_assistant', count: 2 },
        { program: 'student_marshal', count: 1 },
      ],
    });
    const filtered = await graphqlPage({ program: 'student_marshal', ...world.previous });
    expect(filtered.summary).toMatchObject({ total: 2, male: 2, female: 0 });
  });

  it('pages the list and says how many there are past the last page', async () => {
    const first = await graphqlPage({}, 1, 2);
    expect(names(first)).toEqual(['Ben Cruz', 'Ana Reyes']);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 3 });
    expect(names(await graphqlPage({}, 2, 2))).toEqual(['Carla Santos']);
    const beyond = await graphqlPage({}, 5, 2);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(3);
  });

  it('answers the same over REST, with the summary and the term', async () => {
    const { library, previous } = world;
    const graphql = await graphqlPage({ officeId: library.id, ...previous });
    const rest = await restPage({ officeId: library.id, ...previous, page: '1' });
    expect(rest).toEqual(graphql);
    const second = await restPage({ page: '2', limit: '2' });
    expect(names(second)).toEqual(['Carla Santos']);
  });

  it('refuses filters it cannot read, on the field, on both transports', async () => {
    const year = await hr.graphql(MASTER_LIST, {
      filter: { academicYear: '2026' },
      page: 1,
      limit: 10,
    });
    expect(year.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { academicYear: 'Academic year must look like 2026-2027' },
    });
    const status = await hr.get('/api/master-list?status=retired');
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: 'Unknown status' },
    });
    const office = await hr.get('/api/master-list?officeId=library');
    expect(office.body.fields).toEqual({ officeId: 'Office not found' });
    expect((await hr.get('/api/master-list?academicYear=2026-2028')).body.fields).toEqual({
      academicYear: 'The academic year must be two consecutive years, like 2026-2027',
    });
    expect((await hr.get('/api/master-list?page=0')).status).toBe(400);
    expect((await hr.get('/api/master-list?limit=101')).status).toBe(400);
  });

  it('is HR’s: office staff and students are refused on both transports', async () => {
    const { client: staff } = await officeStaff(sut, world.library.id);
    const student = world.ana.client;
    for (const client of [staff, student]) {
      const res = await client.graphql(MASTER_LIST, { page: 1, limit: 10 });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (const path of ['', '/export.csv', '/export.pdf'])
        expect((await client.get(`/api/master-list${path}`)).status).toBe(403);
    }
    const anonymous = sut.client();
    expect((await anonymous.get('/api/master-list')).status).toBe(401);
    expect(
      (await anonymous.graphql(MASTER_LIST, { page: 1, limit: 10 })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const { client: admin } = await signedInClient(sut, { role: 'admin' });
    expect((await admin.get('/api/master-list')).status).toBe(200);
  });
});
