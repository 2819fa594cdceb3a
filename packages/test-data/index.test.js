// The factories' own rules (run with `npm test -w @sasm/test-data`): other
// suites lean on these dates and times, so a slip here would mislead them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  DTR_SAMPLE_TIMES,
  SCHOLAR_TYPES,
  applicationForm,
  dtrMonth,
  dtrWeek,
  multipartFields,
  scholarRequestInput,
  uniqueEmail,
  uniqueSurname,
} from './index.js';

const [day1, day2] = DTR_SAMPLE_TIMES;

describe('dtrWeek', () => {
  it('gives Monday to Saturday of the week of any of its days, the sample rows alternating', () => {
    for (const date of ['2025-03-03', '2025-03-05', '2025-03-08', '2025-03-09']) {
      const week = dtrWeek(date);
      assert.deepEqual(
        week.map((day) => day.workDate),
        ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08'],
      );
      assert.deepEqual(week[0], { workDate: '2025-03-03', ...day1 });
      assert.deepEqual(week[1], { workDate: '2025-03-04', ...day2 });
    }
  });

  it('crosses month and year ends', () => {
    assert.deepEqual(
      dtrWeek('2025-01-01').map((day) => day.workDate),
      ['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'],
    );
  });

  it('takes one row for every day, or rows in turn', () => {
    const late = { in1: '09:00', out1: '12:00', in2: null, out2: null };
    assert.ok(dtrWeek('2025-03-03', late).every((day) => day.in1 === '09:00' && !day.in2));
    assert.deepEqual(
      dtrWeek('2025-03-03', [day2, day2, day1]).map((day) => day.in1),
      ['08:15', '08:15', '08:00', '08:15', '08:15', '08:00'],
    );
  });

  it('answers new objects, so a test may change them', () => {
    dtrWeek('2025-03-03')[0].in1 = '10:00';
    assert.equal(dtrWeek('2025-03-03')[0].in1, '08:00');
  });

  it('refuses dates that are malformed or do not exist', () => {
    for (const bad of ['2025-3-3', '2025-02-30', '03/03/2025', ''])
      assert.throws(() => dtrWeek(bad), RangeError);
  });
});

describe('dtrMonth', () => {
  it('gives every day but Sundays, alternating the sample rows', () => {
    const days = dtrMonth('2025-02');
    assert.equal(days.length, 24);
    assert.equal(days[0].workDate, '2025-02-01');
    assert.equal(days.at(-1).workDate, '2025-02-28');
    assert.ok(days.every((day) => new Date(`${day.workDate}T00:00:00Z`).getUTCDay() !== 0));
    assert.deepEqual(
      days.slice(0, 3).map(({ workDate: _date, ...times }) => times),
      [day1, day2, day1],
    );
  });

  it('stops at `until`, inclusive', () => {
    assert.deepEqual(
      dtrMonth('2025-03', { until: '2025-03-04' }).map((day) => day.workDate),
      ['2025-03-01', '2025-03-03', '2025-03-04'],
    );
    assert.deepEqual(dtrMonth('2025-03', { until: '2025-02-28' }), []);
    assert.equal(dtrMonth('2024-02', { until: '2030-01-01' }).length, 25);
  });

  it('refuses a malformed month', () => {
    assert.throws(() => dtrMonth('2025-3'), RangeError);
    assert.throws(() => dtrMonth('2025-13'), RangeError);
  });
});

describe('applicationForm and multipartFields', () => {
  it('overrides fields, and a field set to undefined is not sent', () => {
    const form = applicationForm({
      age: 'nineteen',
      position: undefined,
      seminars: [{ title: 'A' }],
    });
    const { position: _left, ...expected } = multipartFields(applicationForm());
    assert.deepEqual(multipartFields(form), {
      ...expected,
      age: 'nineteen',
      seminars: '[{"title":"A"}]',
    });
    assert.equal(multipartFields(applicationForm()).hasRelativeWorking, 'false');
  });
});

describe('unique names', () => {
  it('never repeats an e-mail or a surname', () => {
    const emails = Array.from({ length: 1000 }, () => uniqueEmail('a', 'students.example.edu'));
    assert.equal(new Set(emails).size, emails.length);
    assert.match(emails[0], /^a\d+-[a-z]{6}@students\.example\.edu$/);
    assert.match(uniqueSurname('Dela'), /^Dela[a-z]{6}$/);
  });
});

describe('scholarRequestInput', () => {
  it('is a valid request of 3 scholars whose male and female add up', () => {
    const input = scholarRequestInput();
    assert.equal(input.total, 3);
    assert.equal(input.male + input.female, input.total);
    assert.ok(SCHOLAR_TYPES.includes(input.scholarType));
  });

  it('leaves out a field overridden with null', () => {
    const input = scholarRequestInput({ scholarType: null, notes: undefined, total: 5 });
    assert.deepEqual(input, { total: 5, male: 2, female: 1 });
  });
});
