import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { termDates, termLabel } from '../src/common/academic-term.js';
import { COLUMNS } from '../src/modules/master-list/master-list-format.js';
import { download, parseCsv } from './support/downloads.js';
import { signedInClient } from './support/factories.js';
import { buildMasterList, daysBetween, type MasterListWorld } from './support/master-list.js';
import { pdfText } from './support/pdf-text.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const months = (days: number) => String(Math.floor((days * 12) / 365.25));

describe('Master list exports (CSV, PDF)', () => {
  let sut: TestApp;
  let hr: TestClient;
  let world: MasterListWorld;

  beforeAll(async () => {
    sut = await createTestApp();
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
    // An office name a spreadsheet would run as a formula, with a comma to quote.
    world = await buildMasterList(sut, hr, { library: 'Library', registrar: '=Registrar, Main' });
    // Four trainees through the real pipeline: slow on a busy machine.
  }, 120_000);
  afterAll(() => sut.close());

  it('exports the filtered list as formula-safe RFC 4180 CSV, every page', async () => {
    const { ana, ben, carla, previous, today, older, benStart } = world;
    const res = await hr.get('/api/master-list/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=.*Master/);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([...COLUMNS, 'Score Term']);
    expect(rows.slice(1)).toEqual([
      [
        'Cruz, Ben',
        ben.user.email,
        "'=Registrar, Main",
        'SM',
        'Scholar',
        'Active',
        months(daysBetween(benStart, today) + 1),
        '0',
        '0',
        '0:00',
        '4.2',
        'Male',
        termLabel(previous),
      ],
      [
        'Reyes, Ana',
        ana.user.email,
        'Library',
        'SA',
        'Trainee',
        'Active',
        months(daysBetween(termDates(older).from, today) + 1),
        '3',
        '2',
        '10:00',
        '4.5',
        'Female',
        termLabel(previous),
      ],
      [
        'Santos, Carla',
        carla.user.email,
        'Library',
        'SA',
        'Trainee',
        'Suspended',
        months(daysBetween(termDates(world.current).from, today) + 1),
        '0',
        '0',
        '0:00',
        '',
        'Female',
        '',
      ],
    ]);
    const library = parseCsv(
      (await hr.get(`/api/master-list/export.csv?officeId=${world.library.id}`)).text,
    );
    expect(library.slice(1).map((row) => row[0])).toEqual(['Reyes, Ana', 'Santos, Carla']);
    const past = parseCsv(
      (
        await hr.get(
          `/api/master-list/export.csv?term=${previous.term}&academicYear=${previous.academicYear}`,
        )
      ).text,
    );
    expect(past.slice(1).map((row) => [row[0], row[COLUMNS.indexOf('Hours This Term')]])).toEqual([
      ['Cruz, Ben', '0:00'],
      ['Dizon, Dan', '0:00'],
      ['Reyes, Ana', '8:00'],
    ]);
  });

  it('prints the list with its term, filters and summary as a PDF', async () => {
    const res = await download(sut, hr, '/api/master-list/export.pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const flat = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(flat).toContain('SCHOLARS MASTER LIST');
    expect(flat).toContain(termLabel(world.current));
    expect(flat).toContain('Total: 3 Male: 1 Female: 2');
    expect(flat).toContain('By type: Student Assistant 2, Student Marshal 1');
    expect(flat).toContain('Library 2');
    expect(flat).toContain('=Registrar, Main 1');
    expect(flat).toMatch(/Reyes, Ana .*Library SA Trainee Active \d+ 3 2 10:00 4\.5 Female/);
    expect(flat).toMatch(/Cruz, Ben .*SM Scholar Active \d+ 0 0 0:00 4\.2 Male/);
    expect(flat).not.toContain('Dizon');
    expect(flat).toContain(`Scholars Master List - ${termLabel(world.current)} · Page 1 of 1`);

    const filtered = await download(
      sut,
      hr,
      `/api/master-list/export.pdf?officeId=${world.library.id}&status=suspended`,
    );
    const text = (await pdfText(filtered.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Filters: Office: Library; Status: suspended');
    expect(text).toContain('Total: 1 Male: 0 Female: 1');
    expect(text).toContain('Santos, Carla');
    expect(text).not.toContain('Reyes, Ana');
  });

  it('answers a bad filter with the field’s message before drawing anything', async () => {
    const res = await hr.get('/api/master-list/export.pdf?program=janitor');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { program: 'Unknown scholarship type' } });
  });
});
