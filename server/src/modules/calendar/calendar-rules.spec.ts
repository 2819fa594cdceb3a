import { describe, expect, it } from '@jest/globals';
import {
  CALENDAR,
  dayAfter,
  defaultYear,
  nonWorkingDayErrors,
  yearErrors,
} from './calendar-rules.js';

/** A year whose semester starts on `start` (YYYY-MM-DD), its terms back to back. */
function yearFrom(start: string, firstEnds: string, secondEnds: string, shortEnds: string) {
  return [
    { term: 'first' as const, startsOn: start, endsOn: firstEnds },
    { term: 'second' as const, startsOn: dayAfter(firstEnds), endsOn: secondEnds },
    { term: 'short' as const, startsOn: dayAfter(secondEnds), endsOn: shortEnds },
  ];
}

describe('yearErrors', () => {
  it('accepts the default rule and a university whose semester starts on 11 August', () => {
    expect(yearErrors('2026-2027', defaultYear('2026-2027'), [])).toEqual({});
    const ours = yearFrom('2026-08-11', '2026-12-19', '2027-05-22', '2027-08-10');
    expect(yearErrors('2026-2027', ours, [])).toEqual({});
  });

  it('names the year written otherwise', () => {
    for (const year of ['2026', '2026-2028', '26-27', '2026/2027'])
      expect(yearErrors(year, defaultYear('2026-2027'), [])).toEqual({
        academicYear: CALENDAR.yearFormat,
      });
  });

  it('asks for each term once', () => {
    const [first, second] = defaultYear('2026-2027');
    expect(yearErrors('2026-2027', [first!, second!, first!], [])).toEqual({
      terms: CALENDAR.eachTermOnce,
    });
  });

  it('refuses dates that are not days, and an end before the start', () => {
    const terms = yearFrom('2026-08-11', '2026-12-19', '2027-05-22', '2027-08-10');
    terms[0]!.endsOn = '2026-02-30';
    expect(yearErrors('2026-2027', terms, [])['terms.0.endsOn']).toBe(CALENDAR.date);
    const backwards = yearFrom('2026-08-11', '2026-12-19', '2027-05-22', '2027-08-10');
    backwards[2]!.endsOn = '2027-05-01';
    expect(yearErrors('2026-2027', backwards, [])['terms.2.endsOn']).toBe(CALENDAR.endBeforeStart);
  });

  it('refuses a gap or an overlap between two terms, saying where the next must start', () => {
    const gap = yearFrom('2026-08-11', '2026-12-19', '2027-05-22', '2027-08-10');
    gap[1]!.startsOn = '2027-01-12';
    expect(yearErrors('2026-2027', gap, [])['terms.1.startsOn']).toBe(
      'The Second Semester must start on December 20, 2026, the day after the First Semester ends',
    );
    const overlap = yearFrom('2026-08-11', '2026-12-19', '2027-05-22', '2027-08-10');
    overlap[2]!.startsOn = '2027-05-20';
    expect(yearErrors('2026-2027', overlap, [])['terms.2.startsOn']).toMatch(
      /^The Short Term must start on May 23, 2027/,
    );
  });

  it('wants the First Semester to start in the first year of the two', () => {
    const late = yearFrom('2027-01-04', '2027-05-01', '2027-07-01', '2027-07-31');
    expect(yearErrors('2026-2027', late, [])['terms.0.startsOn']).toBe(
      CALENDAR.firstStartsInYear(2026),
    );
  });

  it('refuses a year overlapping another year set before, and not itself saved again', () => {
    const before = yearFrom('2025-08-01', '2025-12-31', '2026-05-31', '2026-08-15').map((t) => ({
      ...t,
      academicYear: '2025-2026',
    }));
    const next = yearFrom('2026-08-11', '2026-12-19', '2027-05-22', '2027-08-10');
    expect(yearErrors('2026-2027', next, before)['terms.0.startsOn']).toBe(
      'The year overlaps the Short Term 2025-2026 (June 1, 2026 to August 15, 2026)',
    );
    const same = next.map((t) => ({ ...t, academicYear: '2026-2027' }));
    expect(yearErrors('2026-2027', next, same)).toEqual({});
  });
});

describe('nonWorkingDayErrors', () => {
  it('accepts a whole day and a suspension from a time', () => {
    expect(nonWorkingDayErrors({ date: '2026-12-08', reason: 'Feast day' })).toEqual({});
    expect(
      nonWorkingDayErrors({
        date: '2026-11-03',
        fromTime: '13:00',
        reason: 'Typhoon signal no. 2',
      }),
    ).toEqual({});
  });

  it('names each field in error', () => {
    expect(nonWorkingDayErrors({ date: '2026-13-01', fromTime: '25:00', reason: ' x ' })).toEqual({
      date: CALENDAR.date,
      fromTime: CALENDAR.time,
      reason: CALENDAR.reason,
    });
    expect(nonWorkingDayErrors({ date: '2026-12-08', reason: 'x'.repeat(201) }).reason).toBe(
      CALENDAR.reason,
    );
  });
});
