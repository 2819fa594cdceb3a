import { describe, expect, it } from '@jest/globals';
import { termOf } from './academic-term.js';
import { DEFAULT_CALENDAR, UniversityCalendar, type NonWorkingDay } from './university-calendar.js';

const ours = new UniversityCalendar(
  [
    { term: 'first', academicYear: '2026-2027', startsOn: '2026-08-11', endsOn: '2027-01-10' },
    { term: 'second', academicYear: '2026-2027', startsOn: '2027-01-11', endsOn: '2027-05-30' },
    { term: 'short', academicYear: '2026-2027', startsOn: '2027-05-31', endsOn: '2027-08-08' },
  ],
  [],
);

const day = (overrides: Partial<NonWorkingDay>): NonWorkingDay => ({
  id: overrides.date ?? 'x',
  date: '2026-12-08',
  fromTime: null,
  kind: 'holiday',
  officeIds: null,
  reason: 'Feast of the Immaculate Conception',
  ...overrides,
});

describe('UniversityCalendar', () => {
  it('answers the default rule where nothing is set', () => {
    for (const date of ['2026-08-01', '2027-01-05', '2027-06-15', '2028-03-01'])
      expect(DEFAULT_CALENDAR.termOf(date)).toEqual(termOf(date));
  });

  it("answers the university's own dates where set", () => {
    expect(ours.termOf('2026-08-10')).toEqual({ term: 'short', academicYear: '2025-2026' });
    expect(ours.termOf('2026-08-11')).toEqual({ term: 'first', academicYear: '2026-2027' });
    expect(ours.termOf('2027-01-10')).toEqual({ term: 'first', academicYear: '2026-2027' });
    expect(ours.termOf('2027-01-11')).toEqual({ term: 'second', academicYear: '2026-2027' });
    expect(ours.termOf('2027-08-09')).toEqual({ term: 'first', academicYear: '2027-2028' });
    expect(ours.termDates({ term: 'short', academicYear: '2026-2027' })).toEqual({
      from: '2027-05-31',
      to: '2027-08-08',
    });
    expect(ours.hasDatesFor({ term: 'first', academicYear: '2027-2028' })).toBe(false);
    expect(ours.termDates({ term: 'first', academicYear: '2027-2028' })).toEqual({
      from: '2027-08-01',
      to: '2027-12-31',
    });
  });

  it('tells a non-working day for every office or for the listed ones, the whole day first', () => {
    const calendar = new UniversityCalendar(
      [],
      [
        day({
          id: 'library-pm',
          date: '2026-11-03',
          kind: 'suspension',
          fromTime: '13:00',
          officeIds: ['library'],
        }),
        day({ id: 'all-pm', date: '2026-11-03', kind: 'suspension', fromTime: '15:00' }),
        day({ id: 'feast', date: '2026-12-08' }),
        day({ id: 'library-day', date: '2026-12-08', kind: 'special', officeIds: ['library'] }),
      ],
    );
    expect(calendar.nonWorkingDay('2026-11-03', 'library')?.id).toBe('library-pm');
    expect(calendar.nonWorkingDay('2026-11-03', 'registrar')?.id).toBe('all-pm');
    expect(calendar.nonWorkingDay('2026-11-03')?.id).toBe('all-pm');
    expect(calendar.nonWorkingDay('2026-12-08', 'library')?.fromTime).toBeNull();
    expect(calendar.nonWorkingDay('2026-12-09', 'library')).toBeUndefined();
  });
});
