import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inArray, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { DbContext } from '../src/db/db-context.js';
import { imports, users } from '../src/db/schema.js';
import { FORMULA_MESSAGE } from '../src/modules/imports/import-files.js';
import { IMPORT_MESSAGES } from '../src/modules/imports/import-plan.js';
import { sampleCsv, sampleXlsx } from '../src/modules/imports/import-samples.js';
import { IMPORTS, ImportsService } from '../src/modules/imports/imports.service.js';
import { fixture } from './support/applications.js';
import { download, parseCsv } from './support/downloads.js';
import { createUser, signedInClient } from './support/factories.js';
import {
  APPLY,
  importOf,
  importOffices,
  ownScholars,
  previewed,
  previewGraphql,
  previewRest,
  uniqueTag,
} from './support/imports.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe(`${ImportsService.name}: rows in error and refused files`, () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
  });
  afterAll(() => sut.close());

  const db = () => sut.get<DbContext>(DbContext).db;
  const importCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(imports)
    )[0]!.n;

  it('reports each mistake with its row, column and message, offers the rows to fix, and writes nothing on apply', async () => {
    const tag = uniqueTag();
    const rows = ownScholars(12, 11, tag);
    await importOffices(hr, rows);
    const hrAccount = await createUser(sut, { role: 'hr' });
    const bad = rows.map((row) => ({ ...row }));
    bad[0]!.email = 'juan.delacruz@@university.edu.ph';
    bad[2]!.office = 'Office of Nowhere';
    bad[4]!.email = bad[3]!.email;
    bad[6]!.confirmedHours = 'ninety';
    bad[8]!.status = 'graduated';
    bad[10]!.email = hrAccount.email;
    const file = sampleCsv('scholars', bad, { delimiter: ';', lineEnd: '\n' });

    const preview = await previewed(hr, 'scholars', file, 'scholars.csv');
    expect(preview).toMatchObject({ errorCount: 7, createCount: 5, status: 'previewed' });
    expect(preview.errorFile).toBe(`/api/imports/${preview.id}/errors.csv`);
    const errors = (await importOf(hr, preview.id, 'error')).rows.items.map((r) => ({
      row: r.row,
      errors: r.errors.map((e) => [e.header, e.message]),
    }));
    const duplicate = 'Duplicate: the same email is on rows 5 and 6';
    expect(errors).toEqual([
      { row: 2, errors: [['Email', 'Invalid email address']] },
      { row: 4, errors: [['Office', IMPORT_MESSAGES.unknownOffice('Office of Nowhere')]] },
      { row: 5, errors: [['Email', duplicate]] },
      { row: 6, errors: [['Email', duplicate]] },
      {
        row: 8,
        errors: [['Confirmed training hours', 'Confirmed training hours must be a number']],
      },
      { row: 10, errors: [['Status', 'Unknown status: use active, inactive or suspended']] },
      { row: 12, errors: [['Email', IMPORT_MESSAGES.otherRole('hr')]] },
    ]);

    // The rows in error as a file to fix: the cells as written, and what is wrong.
    const csv = await hr.get(`/api/imports/${preview.id}/errors.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain('scholars-rows-in-error.csv');
    const [header, ...lines] = parseCsv(csv.text.replace(/^\ufeff/, ''));
    expect(header!.at(-1)).toBe('errors');
    expect(lines).toHaveLength(7);
    expect(lines[0]![0]).toBe('juan.delacruz@@university.edu.ph');
    expect(lines[4]).toContain('ninety');
    expect(lines[4]!.at(-1)).toBe(
      'Confirmed training hours: Confirmed training hours must be a number',
    );

    // All or none: the good rows are not written either.
    const res = await hr.graphql(APPLY, { input: { id: preview.id } });
    expect(res.errors?.[0]).toMatchObject({
      message: IMPORTS.inError(7),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const good = [rows[1], rows[5], rows[7], rows[9], rows[11]].map((r) =>
      r!.email.trim().toLowerCase(),
    );
    const made = await db()
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, good));
    expect(made).toEqual([]);
    expect((await importOf(hr, preview.id)).status).toBe('previewed');
  });

  it('refuses a formula in a cell as an error of its row', async () => {
    const tag = uniqueTag();
    const rows = ownScholars(3, 13, tag);
    await importOffices(hr, rows);
    const file = await sampleXlsx('scholars', rows, {
      cells: [{ ref: 'H3', value: { formula: 'SUM(H2,30)', result: 127.5 } as never }],
    });
    const preview = await previewed(hr, 'scholars', file, 'scholars.xlsx');
    expect(preview).toMatchObject({ createCount: 2, errorCount: 1 });
    const [row] = (await importOf(hr, preview.id)).rows.items;
    expect(row).toMatchObject({
      row: 3,
      errors: [
        { column: 'confirmedHours', header: 'Confirmed training hours', message: FORMULA_MESSAGE },
      ],
    });
  });

  it('refuses a file that is not what its name says, on both transports, keeping nothing', async () => {
    const before = await importCount();
    const pdf = readFileSync(fixture('certificate.pdf'));
    const rest = await previewRest(hr, 'scholars', pdf, 'scholars.csv');
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(
      'This file is a PDF, not a spreadsheet; save the spreadsheet as .xlsx or as CSV UTF-8.',
    );
    expect(rest.body.fields).toEqual({ file: rest.body.message });

    const workbook = await sampleXlsx('offices', [{ name: 'Library', code: 'library' }]);
    const gql = await previewGraphql(hr, 'offices', workbook, 'offices.csv');
    expect(gql.errors?.[0]).toMatchObject({
      message:
        'This file is named .csv but is an Excel workbook; name it .xlsx, or save it as CSV.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const noKind = await hr.multipart('/api/imports', (req) =>
      req.attach('file', sampleCsv('offices', []), 'offices.csv'),
    );
    expect(noKind.status).toBe(400);
    expect(noKind.body.fields).toEqual({ kind: IMPORTS.kindRequired });
    expect(await importCount()).toBe(before);
  });

  it('gives the templates, which read back as files of their kind', async () => {
    for (const [name, kind] of [
      ['offices.csv', 'offices'],
      ['office-staff.xlsx', 'office_staff'],
      ['students.csv', 'students'],
      ['scholars.xlsx', 'scholars'],
    ] as const) {
      const res = await download(sut, hr, `/api/imports/templates/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('attachment');
      // Its example row names offices that may not exist: only the rules of the file are asked.
      const preview = await previewed(hr, kind, res.body as Buffer, name);
      expect(
        preview.createCount + preview.updateCount + preview.unchangedCount,
      ).toBeLessThanOrEqual(1);
      const problems = (await importOf(hr, preview.id)).rows.items.flatMap((r) => r.errors);
      expect(problems.every((e) => e.header === 'Office')).toBe(true);
    }
    expect((await hr.get('/api/imports/templates/grades.csv')).status).toBe(404);
  });
});
