import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../common/errors/domain-error.js';
import {
  checkDate,
  checkMonth,
  daysOf,
  formatMinutes,
  isDutyDay,
  minutesOf,
  monthRange,
  TIME_FORMAT,
} from './dtr-calendar.js';
import {
  checkTimes,
  dutyMinutes,
  lateMinutes,
  MESSAGES,
  undertimeMinutes,
  workedMinutes,
  type RawTimes,
} from './dtr-rules.js';
import { trainingOutcome, wholeHours } from './training-threshold.js';

/** The fields of the BAD_USER_INPUT that `check` throws. */
function fieldsOf(check: () => unknown): Record<string, string> | undefined {
  try {
    check();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') return error.fields;
    throw error;
  }
  return undefined;
}

const day = (raw: RawTimes) => ({ in1: null, out1: null, in2: null, out2: null, ...raw });
const schedule = { dutyStart: '08:00', dutyHoursPerDay: 5 };
// 2026-11-02 is a Monday, 2026-11-07 a Saturday, 2026-11-08 a Sunday.
const monday = { date: '2026-11-02', excused: false };

describe('DTR times', () => {
  it('parses HH:MM and refuses anything else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:15')).toBe(495);
    expect(minutesOf('23:59')).toBe(1439);
    for (const bad of ['24:00', '8:00', '08:60', '0800', '08:00:00', 'ab:cd', ''])
      expect(minutesOf(bad)).toBeUndefined();
  });

  it('formats minutes as H:MM', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(585)).toBe('9:45');
    expect(formatMinutes(130 * 60)).toBe('130:00');
    expect(formatMinutes(-15)).toBe('-0:15');
  });

  it('knows months, their days and the duty week', () => {
    expect(daysOf('2026-02')).toHaveLength(28);
    expect(daysOf('2028-02')).toHaveLength(29);
    expect(daysOf('2026-11').at(-1)).toBe('2026-11-30');
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', until: '2027-01-01' });
    expect(isDutyDay('2026-11-07')).toBe(true);
    expect(isDutyDay('2026-11-08')).toBe(false);
    expect(fieldsOf(() => checkMonth('2026-13'))).toEqual({ month: 'Enter the month as YYYY-MM' });
    expect(fieldsOf(() => checkDate('2026-02-30'))).toEqual({
      workDate: 'Enter the date as YYYY-MM-DD',
    });
  });
});

describe(checkTimes.name, () => {
  it('sums the two spans of the spec’s sample days', () => {
    expect(checkTimes({ in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00' })).toEqual({
      in1: '08:00',
      out1: '12:00',
      in2: '13:00',
      out2: '17:00',
      workedMinutes: 480,
    });
    expect(
      checkTimes({ in1: '08:15', out1: '12:00', in2: '13:05', out2: '16:50' }).workedMinutes,
    ).toBe(225 + 225);
  });

  it('accepts one pair, blanks as no time, and an empty day', () => {
    expect(checkTimes({ in1: '08:00', out1: '13:00', in2: '', out2: '  ' })).toMatchObject({
      in2: null,
      out2: null,
      workedMinutes: 300,
    });
    expect(checkTimes({ in2: '13:00', out2: '17:00' }).workedMinutes).toBe(240);
    expect(checkTimes({}).workedMinutes).toBe(0);
  });

  it('rejects a time that is not HH:MM on its field', () => {
    expect(fieldsOf(() => checkTimes({ in1: '8am', out1: '12:00' }))).toEqual({
      in1: TIME_FORMAT,
    });
    expect(fieldsOf(() => checkTimes({ in1: '08:00', out1: '25:00' }))).toEqual({
      out1: TIME_FORMAT,
    });
  });

  it('wants each pair complete or empty', () => {
    expect(fieldsOf(() => checkTimes({ in1: '08:00' }))).toEqual({ out1: MESSAGES.missingOut });
    expect(fieldsOf(() => checkTimes({ out2: '17:00' }))).toEqual({ in2: MESSAGES.missingIn });
  });

  it('wants each OUT after its IN', () => {
    expect(fieldsOf(() => checkTimes({ in1: '12:00', out1: '08:00' }))).toEqual({
      out1: MESSAGES.outBeforeIn,
    });
    expect(fieldsOf(() => checkTimes({ in1: '08:00', out1: '08:00' }))).toEqual({
      out1: MESSAGES.outBeforeIn,
    });
    expect(
      fieldsOf(() => checkTimes({ in1: '08:00', out1: '12:00', in2: '17:00', out2: '13:00' })),
    ).toEqual({ out2: MESSAGES.outBeforeIn });
  });

  it('wants the second pair after the first, without overlap', () => {
    expect(
      fieldsOf(() => checkTimes({ in1: '13:00', out1: '17:00', in2: '08:00', out2: '12:00' })),
    ).toEqual({ in2: MESSAGES.secondBeforeFirst });
    expect(
      fieldsOf(() => checkTimes({ in1: '08:00', out1: '12:00', in2: '11:30', out2: '15:00' })),
    ).toEqual({ in2: MESSAGES.overlap });
    // Back to back is not an overlap.
    expect(
      checkTimes({ in1: '08:00', out1: '12:00', in2: '12:00', out2: '13:00' }).workedMinutes,
    ).toBe(300);
  });

  it('names every bad field at once, the first one as the message', () => {
    let error: unknown;
    try {
      checkTimes({ in1: 'x', out1: '12:00', in2: '14:00', out2: '13:00' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe(TIME_FORMAT);
    expect((error as DomainError).fields).toEqual({ in1: TIME_FORMAT, out2: MESSAGES.outBeforeIn });
  });
});

describe('late and undertime', () => {
  it('counts late from the duty start, 0 when on time', () => {
    expect(lateMinutes(day({ in1: '08:15', out1: '12:00' }), monday, schedule)).toBe(15);
    expect(lateMinutes(day({ in1: '07:55', out1: '12:00' }), monday, schedule)).toBe(0);
    expect(lateMinutes(day({ in1: '08:00', out1: '12:00' }), monday, schedule)).toBe(0);
    expect(
      lateMinutes(day({ in2: '13:00', out2: '17:00' }), monday, {
        ...schedule,
        dutyStart: '12:30',
      }),
    ).toBe(30);
    expect(lateMinutes(day({}), monday, schedule)).toBe(0);
  });

  it('counts undertime on a duty day with entries, never negative', () => {
    const sample2 = day({ in1: '08:15', out1: '12:00', in2: '13:05', out2: '16:50' });
    expect(undertimeMinutes(day({ in1: '08:00', out1: '11:00' }), monday, schedule)).toBe(120);
    expect(undertimeMinutes(sample2, monday, schedule)).toBe(0);
    expect(undertimeMinutes(sample2, monday, { ...schedule, dutyHoursPerDay: 8 })).toBe(30);
    expect(undertimeMinutes(day({}), monday, schedule)).toBe(0);
  });

  it('counts neither on a Sunday or an excused day', () => {
    const short = day({ in1: '09:00', out1: '10:00' });
    const sunday = { date: '2026-11-08', excused: false };
    const excused = { ...monday, excused: true };
    expect(undertimeMinutes(short, sunday, schedule)).toBe(0);
    expect(lateMinutes(short, sunday, schedule)).toBe(0);
    expect(undertimeMinutes(short, excused, schedule)).toBe(0);
    expect(lateMinutes(short, excused, schedule)).toBe(0);
    expect(
      undertimeMinutes(short, { date: '2026-11-07', excused: false }, schedule), // Saturday
    ).toBe(240);
  });

  it('counts neither on a day the university closed, and owes only the morning of a suspension from a time', () => {
    const worked = day({ in1: '08:20', out1: '10:00' });
    const holiday = { ...monday, closure: { fromTime: null } };
    expect(lateMinutes(worked, holiday, schedule)).toBe(0);
    expect(undertimeMinutes(worked, holiday, schedule)).toBe(0);
    expect(dutyMinutes(monday.date, holiday.closure, schedule)).toBe(0);

    // Duty 08:00 for 5 hours; offices close at 11:00: three hours are owed.
    const suspended = { ...monday, closure: { fromTime: '11:00' } };
    expect(dutyMinutes(monday.date, suspended.closure, schedule)).toBe(180);
    expect(lateMinutes(worked, suspended, schedule)).toBe(20);
    expect(undertimeMinutes(worked, suspended, schedule)).toBe(80);
    // Closing after the duty ends changes nothing; closing before it starts closes the day.
    expect(dutyMinutes(monday.date, { fromTime: '15:00' }, schedule)).toBe(300);
    expect(dutyMinutes(monday.date, { fromTime: '07:00' }, schedule)).toBe(0);
    expect(lateMinutes(worked, { ...monday, closure: { fromTime: '07:00' } }, schedule)).toBe(0);
  });

  it('sums only complete spans', () => {
    expect(workedMinutes(day({ in1: '08:00', out1: '12:00', in2: '13:00' }))).toBe(240);
  });
});

describe(trainingOutcome.name, () => {
  it('reaches the requirement only on the confirmation that crosses it', () => {
    expect(trainingOutcome(130, 126 * 60, 131 * 60)).toBe('reached');
    expect(trainingOutcome(130, 129 * 60 + 59, 130 * 60)).toBe('reached');
    expect(trainingOutcome(130, 120 * 60, 129 * 60 + 59)).toBeNull();
    expect(trainingOutcome(130, 130 * 60, 135 * 60)).toBeNull();
  });

  it('drops back under the requirement only from at or above it', () => {
    expect(trainingOutcome(130, 131 * 60, 128 * 60)).toBe('dropped');
    expect(trainingOutcome(130, 130 * 60, 130 * 60 - 1)).toBe('dropped');
    expect(trainingOutcome(130, 129 * 60, 120 * 60)).toBeNull();
  });

  it('reports whole hours', () => {
    expect(wholeHours(130 * 60 - 1)).toBe(129);
    expect(wholeHours(130 * 60 + 59)).toBe(130);
  });
});
