import { describe, expect, it } from '@jest/globals';
import type { ScholarView } from '../scholars/scholars.repository.js';
import type { DtrEntryWithConfirmer } from './dtr-entries.repository.js';
import { buildSheet } from './dtr-sheet.js';

const scholar = {
  id: 's1',
  firstName: 'Maria',
  lastName: 'Santos',
  officeName: 'Library',
  status: 'active',
  dutyStart: '08:00',
  dutyHoursPerDay: 5,
  startedOn: '2026-10-01',
  endedOn: null,
} as unknown as ScholarView;

let version = 0;
function entry(
  workDate: string,
  times: [string | null, string | null, string | null, string | null],
  minutes: number,
  extra: Partial<DtrEntryWithConfirmer> = {},
): DtrEntryWithConfirmer {
  const [in1, out1, in2, out2] = times;
  version += 1;
  return {
    id: `e${version}`,
    scholarId: 's1',
    workDate,
    in1,
    out1,
    in2,
    out2,
    workedMinutes: minutes,
    status: 'unconfirmed',
    excusedReason: null,
    punchedSlots: [],
    lateSend: false,
    confirmedBy: null,
    confirmedAt: null,
    confirmedByName: null,
    updatedBy: null,
    version: 1,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...extra,
  };
}

const sheetOf = (entries: DtrEntryWithConfirmer[], viewer: 'student' | 'office' = 'student') =>
  buildSheet({
    scholar,
    month: '2026-11',
    entries,
    monthRow: undefined,
    history: [],
    viewer,
    today: '2026-11-20',
  });

describe(buildSheet.name, () => {
  it('lays out every day of the month with the header of A§2.3', () => {
    const sheet = sheetOf([]);
    expect(sheet).toMatchObject({
      label: 'November 2026',
      name: 'Maria Santos',
      department: 'Library',
      dutyHours: 5,
      status: 'draft',
      version: 0,
    });
    expect(sheet.days).toHaveLength(30);
    expect(sheet.days[0]).toMatchObject({
      date: '2026-11-01',
      weekday: 'Sun',
      dutyDay: false,
      status: null,
      totalHours: '',
    });
    expect(sheet.days[1]).toMatchObject({ weekday: 'Mon', dutyDay: true, editable: true });
    expect(sheet.days[20]!.editable).toBe(false); // the 21st is after "today"
  });

  it('adds up days, confirmed hours, late and undertime', () => {
    const sheet = sheetOf([
      entry('2026-11-02', ['08:00', '12:00', '13:00', '17:00'], 480, {
        status: 'confirmed',
        confirmedByName: 'Rita Staff',
      }),
      entry('2026-11-03', ['08:15', '12:00', '13:05', '16:50'], 450),
      entry('2026-11-04', ['09:00', '11:00', null, null], 120, { excusedReason: 'Typhoon' }),
      entry('2026-11-05', [null, null, null, null], 0, { excusedReason: 'Fever' }),
    ]);
    expect(sheet.totals).toEqual({
      daysRecorded: 3,
      confirmedDays: 1,
      unconfirmedDays: 2,
      excusedDays: 2,
      leaveDays: 0,
      workedMinutes: 1050,
      confirmedMinutes: 480,
      lateMinutes: 15,
      undertimeMinutes: 0,
      totalHours: '17:30',
      late: '0:15',
      undertime: '0:00',
    });
    expect(sheet.days[1]).toMatchObject({
      status: 'confirmed',
      editable: false,
      confirmedByName: 'Rita Staff',
    });
    expect(sheet.days[4]).toMatchObject({ status: null, excusedReason: 'Fever', totalHours: '' });
  });

  it('flags identical times on every recorded day, on the month and on each day', () => {
    const same: [string, string, string, string] = ['08:00', '12:00', '13:00', '17:00'];
    const sheet = sheetOf([
      entry('2026-11-02', same, 480),
      entry('2026-11-03', same, 480),
      entry('2026-11-04', same, 480),
    ]);
    expect(sheet.flags).toEqual(['identical_times']);
    expect(sheet.days[2]!.flags).toEqual(['identical_times']);
    expect(sheet.days[10]!.flags).toEqual([]);
  });

  it('keeps the office’s hints apart from the student’s', () => {
    const confirmed = entry('2026-11-02', ['08:00', '13:00', null, null], 300, {
      status: 'confirmed',
    });
    expect(sheetOf([confirmed], 'office').days[1]!.editable).toBe(true);
    const inactive = buildSheet({
      ...{ scholar: { ...scholar, status: 'suspended' } as ScholarView },
      month: '2026-11',
      entries: [],
      monthRow: undefined,
      history: [],
      viewer: 'student',
      today: '2026-11-20',
    });
    expect(inactive.days.some((day) => day.editable)).toBe(false);
  });

  it('shows approved leave days as On leave: no undertime, locked for the student and the office', () => {
    const worked = entry('2026-11-03', ['08:00', '10:00', null, null], 120);
    const source = {
      scholar,
      month: '2026-11',
      entries: [worked],
      monthRow: undefined,
      history: [],
      today: '2026-11-20',
      leaveDays: new Set(['2026-11-03', '2026-11-04']),
    };
    const student = buildSheet({ ...source, viewer: 'student' });
    expect(student.days[2]).toMatchObject({ onLeave: true, undertimeMinutes: 0, editable: false });
    expect(student.days[3]).toMatchObject({ onLeave: true, editable: false });
    expect(student.days[4]).toMatchObject({ onLeave: false, editable: true });
    expect(student.totals).toMatchObject({ leaveDays: 2, undertimeMinutes: 0 });
    const office = buildSheet({ ...source, viewer: 'office' });
    expect(office.days[2]!.editable).toBe(false);
  });
});
