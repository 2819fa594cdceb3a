import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inArray, sql } from 'drizzle-orm';
import { DbContext } from '../src/db/db-context.js';
import { scholars, users } from '../src/db/schema.js';
import { sampleCsv, sampleXlsx } from '../src/modules/imports/import-samples.js';
import { ImportsService } from '../src/modules/imports/imports.service.js';
import { signedInClient } from './support/factories.js';
import {
  applied,
  importOf,
  importOffices,
  officesOf,
  ownScholars,
  previewed,
  previewRest,
  uniqueTag,
} from './support/imports.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const SCHOLARS = `query List($filter: ScholarFilter, $limit: Int!) {
  scholars(filter: $filter, page: 1, limit: $limit) {
    items { email officeName program stage status startedOn trainingProgress { confirmedMinutes requiredHours } }
    pagination { totalItems }
  }
}`;
const OFFICES = `{ offices { id name code } }`;

interface ListedScholar {
  email: string;
  officeName: string;
  program: string;
  stage: string;
  status: string;
  startedOn: string;
  trainingProgress: { confirmedMinutes: number; requiredHours: number };
}

describe(ImportsService.name, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr', firstname: 'Hilda' }));
  });
  afterAll(() => sut.close());

  const db = () => sut.get<DbContext>(DbContext).db;

  async function officesNamed(names: string[]) {
    const res = await hr.graphql<{ offices: Array<{ id: string; name: string; code: string }> }>(
      OFFICES,
    );
    return res.data!.offices.filter((office) => names.includes(office.name));
  }

  it('creates the offices of a file over REST, changes nothing the second time, and updates only the edited row', async () => {
    const tag = uniqueTag();
    const rows = officesOf(ownScholars(40, 3, tag));
    const file = sampleCsv('offices', rows, {
      messyHeaders: true,
      bom: true,
      trailingBlankRows: 2,
    });

    const res = await previewRest(hr, 'offices', file, 'offices.csv');
    expect(res.status).toBe(201);
    const preview = res.body.import;
    expect(preview).toMatchObject({
      _id: preview.id,
      kind: 'offices',
      status: 'previewed',
      createCount: rows.length,
      updateCount: 0,
      unchangedCount: 0,
      errorCount: 0,
      uploadedBy: expect.stringContaining('Hilda'),
    });
    // Nothing is written by a dry run.
    expect(await officesNamed(rows.map((r) => r.name))).toEqual([]);

    const apply = await hr.post(`/api/imports/${preview.id}/apply`, {});
    expect(apply.status).toBe(200);
    expect(apply.body.import).toMatchObject({
      status: 'applied',
      createdRows: rows.length,
      rowsDone: rows.length,
      appliedBy: expect.stringContaining('Hilda'),
    });
    const made = await officesNamed(rows.map((r) => r.name));
    expect(made.map(({ name, code }) => ({ name, code })).sort(byName)).toEqual(
      [...rows].sort(byName),
    );

    const again = await previewed(hr, 'offices', file);
    expect(again).toMatchObject({ createCount: 0, updateCount: 0, unchangedCount: rows.length });
    const reapplied = await applied(hr, again.id);
    expect(reapplied).toMatchObject({ status: 'applied', createdRows: 0, updatedRows: 0 });
    expect(reapplied.unchangedRows).toBe(rows.length);

    const edited = rows.map((row, i) => (i === 1 ? { ...row, name: `${row.name} Annex` } : row));
    const third = await previewed(hr, 'offices', sampleCsv('offices', edited));
    expect(third).toMatchObject({
      createCount: 0,
      updateCount: 1,
      unchangedCount: rows.length - 1,
    });
    const updates = await importOf(hr, third.id, 'update');
    expect(updates.rows.items).toEqual([
      { row: 3, action: 'update', label: edited[1]!.name, changes: ['Name'], errors: [] },
    ]);
    await applied(hr, third.id);
    const renamed = await officesNamed([edited[1]!.name]);
    expect(renamed).toEqual([expect.objectContaining({ code: rows[1]!.code })]);
  });

  it('brings in scholars from a workbook over GraphQL, listed at their office with their hours toward the training', async () => {
    const tag = uniqueTag();
    const rows = ownScholars(30, 7, tag);
    await importOffices(hr, rows);
    const file = await sampleXlsx('scholars', rows, { messyHeaders: true, trailingBlankRows: 2 });

    const preview = await previewed(hr, 'scholars', file, 'scholars.xlsx');
    expect(preview).toMatchObject({ createCount: 30, errorCount: 0, rowsTotal: 30 });
    const result = await applied(hr, preview.id);
    expect(result).toMatchObject({ status: 'applied', createdRows: 30, rowsDone: 30 });

    const emails = rows.map((row) => row.email.trim().toLowerCase());
    const accounts = await db()
      .select({ role: users.role, verified: users.verified })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    expect(accounts).toHaveLength(30);
    expect(accounts.every((a) => a.role === 'student' && !a.verified)).toBe(true);

    const first = rows[0]!;
    const [office] = await officesNamed([first.office]);
    const listed = await hr.graphql<{ scholars: { items: ListedScholar[] } }>(SCHOLARS, {
      filter: { officeId: office!.id },
      limit: 100,
    });
    const atOffice = rows.filter((row) => row.office === first.office);
    expect(listed.data!.scholars.items).toHaveLength(atOffice.length);
    const mine = listed.data!.scholars.items.find(
      (s) => s.email === first.email.trim().toLowerCase(),
    )!;
    expect(mine).toMatchObject({
      officeName: first.office,
      stage: 'scholar',
      status: first.status.toLowerCase(),
      startedOn: first.startDate,
      trainingProgress: {
        requiredHours: 130,
        confirmedMinutes: Math.round(Number(first.confirmedHours) * 60),
      },
    });

    // The same file again: every row unchanged, nothing written.
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(scholars);
    const again = await previewed(hr, 'scholars', file, 'scholars.xlsx');
    expect(again).toMatchObject({ createCount: 0, updateCount: 0, unchangedCount: 30 });
    expect((await applied(hr, again.id)).unchangedRows).toBe(30);
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(scholars),
    ).toEqual(before);

    // Edited: two rows change, the rest are left alone.
    const edited = rows.map((row, i) =>
      i === 4
        ? { ...row, status: 'suspended', confirmedHours: '131' }
        : i === 9
          ? { ...row, lastname: 'Magsaysay' }
          : row,
    );
    const third = await previewed(hr, 'scholars', sampleCsv('scholars', edited));
    expect(third).toMatchObject({ createCount: 0, updateCount: 2, unchangedCount: 28 });
    const updates = await importOf(hr, third.id, 'update');
    expect(updates.rows.items.map((r) => [r.row, r.changes])).toEqual([
      [6, expect.arrayContaining(['Confirmed training hours'])],
      [11, ['Last name']],
    ]);
    expect(await applied(hr, third.id)).toMatchObject({ updatedRows: 2, unchangedRows: 28 });
    const [renamed] = await db()
      .select({ lastname: users.lastname })
      .from(users)
      .where(sql`lower(${users.email}) = ${rows[9]!.email.trim().toLowerCase()}`);
    expect(renamed).toEqual({ lastname: 'Magsaysay' });
  });
});

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
