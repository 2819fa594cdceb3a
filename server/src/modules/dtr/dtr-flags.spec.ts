import { describe, expect, it } from '@jest/globals';
import { dayFlags, monthFlags } from './dtr-flags.js';

const day = (in1: string | null, out1: string | null, in2: string | null, out2: string | null) => ({
  in1,
  out1,
  in2,
  out2,
});

describe(dayFlags.name, () => {
  it('flags nothing on an ordinary or empty day', () => {
    expect(dayFlags('2026-11-02', day('08:00', '12:00', '13:00', '17:00'))).toEqual([]);
    expect(dayFlags('2026-11-08', day(null, null, null, null))).toEqual([]);
  });

  it('flags a day over 10 hours, but not exactly 10', () => {
    expect(dayFlags('2026-11-02', day('07:00', '12:00', '12:30', '18:31'))).toEqual([
      'over_ten_hours',
    ]);
    expect(dayFlags('2026-11-02', day('07:00', '12:00', '13:00', '18:00'))).toEqual([]);
  });

  it('flags entries on a Sunday', () => {
    expect(dayFlags('2026-11-08', day('08:00', '12:00', null, null))).toEqual(['sunday']);
  });

  it('flags entries on a day the university closed, or past the time it closed the office', () => {
    const worked = day('08:00', '12:00', '13:00', '15:00');
    expect(dayFlags('2026-12-08', worked, { fromTime: null })).toEqual(['closed_day']);
    expect(dayFlags('2026-11-03', worked, { fromTime: '13:00' })).toEqual(['closed_day']);
    expect(
      dayFlags('2026-11-03', day('08:00', '12:00', null, null), { fromTime: '13:00' }),
    ).toEqual([]);
    expect(dayFlags('2026-12-08', day(null, null, null, null), { fromTime: null })).toEqual([]);
  });

  it('flags an IN before 06:00 and an OUT after 21:00', () => {
    expect(dayFlags('2026-11-02', day('05:59', '09:00', null, null))).toEqual(['early_in']);
    expect(dayFlags('2026-11-02', day('06:00', '09:00', '17:00', '21:00'))).toEqual([]);
    expect(dayFlags('2026-11-02', day('08:00', '12:00', '18:00', '21:01'))).toEqual(['late_out']);
    expect(dayFlags('2026-11-08', day('05:00', '10:00', '11:00', '22:00'))).toEqual([
      'over_ten_hours',
      'sunday',
      'early_in',
      'late_out',
    ]);
  });
});

describe(monthFlags.name, () => {
  const same = day('08:00', '12:00', '13:00', '17:00');
  const empty = day(null, null, null, null);

  it('flags identical times on every recorded day, from three days on', () => {
    expect(monthFlags([same, empty, same, same])).toEqual(['identical_times']);
    expect(monthFlags([same, same, empty])).toEqual([]);
  });

  it('does not flag a month where one day differs', () => {
    expect(monthFlags([same, same, same, day('08:00', '12:00', '13:00', '17:05')])).toEqual([]);
  });
});
