// On both databases in CI: the database kind, migrations and the demo seed on a server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applications } from '../src/modules/applications/applications.table.js';
import { todayIn } from '../src/common/university-time.js';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service.js';
import { OfficesService } from '../src/modules/offices/offices.service.js';
import { users } from '../src/modules/users/users.table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(DemoSeedService.name, () => {
  let sut: TestApp;

  // Seeding every domain's demo data takes a good part of a minute on a busy 2-core machine.
  beforeAll(async () => {
    sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
  }, 120_000);

  afterAll(async () => {
    await sut.close();
  });

  it('seeds sample applications across the pipeline, with their files', async () => {
    const rows = await sut.database.db.select().from(applications);
    const statuses = rows.map((row) => row.status).sort();

    expect(statuses).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'interview_scheduled',
      'on_hold',
      'passed_interview',
      'passed_interview',
      'passed_interview',
      'pending',
      'pending',
      'rejected',
      'under_review',
    ]);
    const credentials = readFileSync(join(sut.config.dataDir, 'demo-credentials.txt'), 'utf8');
    const client = sut.client();
    const hr = await client.post('/api/auth/signin', {
      email: 'hr@demo.local',
      password: /hr@demo\.local\s+(\S+)/.exec(credentials)![1],
    });
    expect(hr.status).toBe(200);
    const list = await client.get('/api/applications/all?status=accepted');
    const photo = await client.get(list.body.applications[0].profilePhoto);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('adds nothing on the next start', async () => {
    const before = await Promise.all([
      sut.database.db.select({ n: count() }).from(applications),
      sut.database.db.select({ n: count() }).from(users),
    ]);

    await sut.get<DemoSeedService>(DemoSeedService).onApplicationBootstrap();

    const after = await Promise.all([
      sut.database.db.select({ n: count() }).from(applications),
      sut.database.db.select({ n: count() }).from(users),
    ]);
    expect(after).toEqual(before);
  });

  it('leaves the demo student free to apply', async () => {
    const rows = await sut.database.db.select({ email: applications.email }).from(applications);
    expect(rows.map((row) => row.email)).not.toContain('student@demo.local');
  });

  it('gives every office its own staff account with the one demo password', async () => {
    const password = /hr@demo\.local\s+(\S+)/.exec(
      readFileSync(join(sut.config.dataDir, 'demo-credentials.txt'), 'utf8'),
    )![1]!;
    const offices = await sut.get<OfficesService>(OfficesService).list();
    for (const [email, code] of [
      ['office@demo.local', 'registrar'],
      ['library@demo.local', 'library'],
      ['it@demo.local', 'it'],
    ] as const) {
      const client = sut.client();
      expect((await client.post('/api/auth/signin', { email, password })).status).toBe(200);
      const me = await client.graphql<{ me: { role: string; officeId: string } }>(
        '{ me { role officeId } }',
      );
      const office = offices.find((o) => o.code === code)!;
      expect(me.data!.me).toEqual({ role: 'office', officeId: office.id });
    }
  });

  it('adds a missing demo account to an existing installation with the same password', async () => {
    const password = /hr@demo\.local\s+(\S+)/.exec(
      readFileSync(join(sut.config.dataDir, 'demo-credentials.txt'), 'utf8'),
    )![1]!;
    await sut.database.db.delete(users).where(eq(users.email, 'it@demo.local'));
    await sut.get<DemoSeedService>(DemoSeedService).onApplicationBootstrap();
    const res = await sut.client().post('/api/auth/signin', { email: 'it@demo.local', password });
    expect(res.status).toBe(200);
  });

  it('deploys trainees and scholars in every office, each office seeing only its own', async () => {
    const password = /hr@demo\.local\s+(\S+)/.exec(
      readFileSync(join(sut.config.dataDir, 'demo-credentials.txt'), 'utf8'),
    )![1]!;
    const seen: Record<string, string[]> = {};
    for (const email of ['office@demo.local', 'library@demo.local', 'it@demo.local']) {
      const client = sut.client();
      await client.post('/api/auth/signin', { email, password });
      const list = await client.get('/api/scholars?limit=100');
      seen[email] = list.body.items
        .map((s: { lastName: string; stage: string }) => `${s.lastName} ${s.stage}`)
        .sort();
    }
    expect(seen).toEqual({
      'office@demo.local': ['Aquino scholar', 'Castillo trainee'],
      'library@demo.local': ['Ramos trainee', 'Reyes scholar'],
      'it@demo.local': ['Flores scholar', 'Santos trainee'],
    });
  });

  it('leaves the Library trainee one confirmation short of 130 hours', async () => {
    const password = /hr@demo\.local\s+(\S+)/.exec(
      readFileSync(join(sut.config.dataDir, 'demo-credentials.txt'), 'utf8'),
    )![1]!;
    const library = sut.client();
    await library.post('/api/auth/signin', { email: 'library@demo.local', password });
    const list = await library.graphql<{
      scholars: {
        items: Array<{
          id: string;
          applicationId: string;
          lastName: string;
          trainingProgress: { confirmedMinutes: number; unconfirmedMinutes: number };
        }>;
      };
    }>(
      '{ scholars(filter: { search: "Ramos" }) { items { id applicationId lastName trainingProgress { confirmedMinutes unconfirmedMinutes } } } }',
    );
    const liza = list.data!.scholars.items[0]!;
    expect(liza.trainingProgress).toEqual({
      confirmedMinutes: 126 * 60,
      unconfirmedMinutes: 8 * 60,
    });

    // The unconfirmed day is the last duty day (Monday–Saturday) before today.
    const last = new Date(`${todayIn(sut.config.timeZone)}T00:00:00Z`);
    do last.setUTCDate(last.getUTCDate() - 1);
    while (last.getUTCDay() === 0);
    const confirm = await library.graphql<{ confirmDtrDays: { confirmedDays: number } }>(
      'mutation($input: ConfirmDtrDaysInput!) { confirmDtrDays(input: $input) { confirmedDays } }',
      { input: { scholarId: liza.id, month: last.toISOString().slice(0, 7) } },
    );
    expect(confirm.errors).toBeUndefined();
    const application = await library.get(`/api/applications/${liza.applicationId}`);
    expect(application.body.application.status).toBe('hours_completed');
  });
});
