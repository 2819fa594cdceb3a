import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CERTIFICATION } from '../src/modules/dtr/dtr-pdf.js';
import {
  createOffice,
  deployedTrainee,
  dutyDays,
  monthsAgo,
  officeStaff,
  seedDays,
  type Trainee,
} from './support/dtr.js';
import { download, parseCsv } from './support/downloads.js';
import { pdfText } from './support/pdf-text.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe('DTR exports (CS Form No. 48 PDF, CSV)', () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;
  let month: string;
  let trainee: Trainee;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Library')).id;
    staff = (await officeStaff(sut, officeId)).client;
    month = monthsAgo(sut, 1);
    // A name a spreadsheet would run as a formula, with a comma to quote.
    trainee = await deployedTrainee(sut, hr, officeId, {
      firstname: '=Maria',
      lastname: 'Santos, Jr.',
    });
    const [day1, day2, day3] = dutyDays(month);
    await seedDays(sut, trainee.scholarId, [day1!, day2!], 'confirmed');
    await seedDays(sut, trainee.scholarId, [
      { ...day3!, in1: '09:00', out1: '12:00', in2: null, out2: null },
    ]);
  });

  afterAll(async () => {
    await sut.close();
  });

  it('exports a scholar’s month as formula-safe RFC 4180 CSV', async () => {
    const res = await staff.get(`/api/dtr/scholars/${trainee.scholarId}/months/${month}.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const rows = parseCsv(res.text);
    const [year, mon] = month.split('-').map(Number) as [number, number];
    expect(rows).toHaveLength(1 + new Date(Date.UTC(year, mon, 0)).getUTCDate() + 1);
    expect(rows[0]).toEqual([
      'Name',
      'Department',
      'Month',
      'Date',
      'Day',
      'IN',
      'OUT',
      'IN',
      'OUT',
      'Total Hours',
      'Late',
      'Undertime',
      'Status',
      'Excused',
      'Flags',
    ]);
    const recorded = rows.slice(1, -1).filter((row) => row[9] !== '');
    expect(recorded.map((row) => [row[0], row[1], row[9], row[10], row[11], row[12]])).toEqual([
      ["'=Maria Santos, Jr.", 'Library', '8:00', '0:00', '0:00', 'Confirmed'],
      ["'=Maria Santos, Jr.", 'Library', '7:30', '0:15', '0:00', 'Confirmed'],
      ["'=Maria Santos, Jr.", 'Library', '3:00', '1:00', '2:00', 'Unconfirmed'],
    ]);
    expect(rows.at(-1)!.slice(3, 13)).toEqual([
      'TOTAL',
      '',
      '',
      '',
      '',
      '',
      '18:30',
      '1:15',
      '2:00',
      '2 of 3 confirmed',
    ]);
    // The student downloads their own.
    const own = await trainee.client.get(`/api/dtr/me/months/${month}.csv`);
    expect(own.status).toBe(200);
    expect(own.text).toBe(res.text);
  });

  it('prints a Civil Service Form No. 48 naming the scholar, the month and the totals', async () => {
    const res = await download(
      sut,
      staff,
      `/api/dtr/scholars/${trainee.scholarId}/months/${month}.pdf`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const label = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Civil Service Form No. 48');
    expect(flat).toContain('DAILY TIME RECORD');
    expect(flat).toContain('=Maria Santos, Jr.');
    expect(flat).toContain(`For the month of ${label}`);
    expect(flat).toContain('Department: Library');
    expect(flat).toContain('Total hours worked: 18:30');
    expect(flat).toContain('Undertime: 2:00');
    expect(flat).toContain(CERTIFICATION);
    expect(flat).toContain('In-charge');
    expect(flat).toMatch(/08:15\s+12:00\s+13:05\s+16:50/);
  });

  it('exports an office’s month, one row per scholar, and only to that office', async () => {
    const second = await deployedTrainee(sut, hr, officeId, { firstname: 'Ben', lastname: 'Cruz' });
    await seedDays(sut, second.scholarId, dutyDays(month).slice(0, 2));
    const res = await staff.get(`/api/dtr/offices/me/months/${month}.csv`);
    expect(res.status).toBe(200);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      'Name',
      'E-mail',
      'Office',
      'Stage',
      'Month',
      'Days',
      'Confirmed Days',
      'Unconfirmed Days',
      'Hours',
      'Late',
      'Undertime',
      'Month Status',
      'Leave Days',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[5], row[8], row[9], row[10]])).toEqual([
      ['Ben Cruz', second.user.email, '2', '15:30', '0:15', '0:00'],
      ["'=Maria Santos, Jr.", trainee.user.email, '3', '18:30', '1:15', '2:00'],
    ]);
    const other = await officeStaff(sut, (await createOffice(sut)).id);
    const theirs = await other.client.get(`/api/dtr/offices/me/months/${month}.csv`);
    expect(parseCsv(theirs.text)).toHaveLength(1);
    expect(
      (await other.client.get(`/api/dtr/offices/${officeId}/months/${month}.csv`)).status,
    ).toBe(404);
    expect((await trainee.client.get(`/api/dtr/offices/me/months/${month}.csv`)).status).toBe(403);
  });
});
