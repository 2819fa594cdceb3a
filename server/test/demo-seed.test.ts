import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applications } from '../src/modules/applications/applications.table.js';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service.js';
import { OfficesService } from '../src/modules/offices/offices.service.js';
import { users } from '../src/modules/users/users.table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(DemoSeedService.name, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('seeds sample applications across the pipeline, with their files', async () => {
    const rows = await sut.database.db.select().from(applications);
    const statuses = rows.map((row) => row.status).sort();

    expect(statuses).toEqual([
      'accepted',
      'interview_scheduled',
      'on_hold',
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
});
