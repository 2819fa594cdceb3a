import { termOf } from '../../common/academic-term.js';
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../common/errors/domain-error.js';
import { checkScheduleTerm, SCHEDULE_MESSAGES } from './schedule-rules.js';

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
};

describe(checkScheduleTerm.name, () => {
  it('defaults to the term today falls in', () => {
    expect(checkScheduleTerm({}, termOf('2026-09-15'))).toEqual({
      term: 'first',
      academicYear: '2026-2027',
    });
    expect(checkScheduleTerm({ term: null, academicYear: ' ' }, termOf('2027-02-01'))).toEqual({
      term: 'second',
      academicYear: '2026-2027',
    });
  });

  it('takes the next term and past terms', () => {
    expect(
      checkScheduleTerm({ term: 'second', academicYear: '2026-2027' }, termOf('2026-11-30')),
    ).toEqual({
      term: 'second',
      academicYear: '2026-2027',
    });
    // The short term precedes the next year's first semester.
    expect(
      checkScheduleTerm({ term: 'first', academicYear: '2027-2028' }, termOf('2027-06-10')).term,
    ).toBe('first');
    expect(
      checkScheduleTerm({ term: 'first', academicYear: '2020-2021' }, termOf('2026-09-01')).term,
    ).toBe('first');
  });

  it('refuses a term beyond the next one', () => {
    const error = failure(() =>
      checkScheduleTerm({ term: 'short', academicYear: '2026-2027' }, termOf('2026-09-01')),
    );
    expect(error.message).toBe(SCHEDULE_MESSAGES.tooFarAhead);
    expect(error.fields).toEqual({ term: SCHEDULE_MESSAGES.tooFarAhead });
  });

  it('refuses an academic year that is not two consecutive years, and an unknown term', () => {
    expect(
      failure(() =>
        checkScheduleTerm({ term: 'first', academicYear: '2026' }, termOf('2026-09-01')),
      ).message,
    ).toBe('Academic year must look like 2026-2027');
    expect(
      failure(() =>
        checkScheduleTerm({ term: 'first', academicYear: '2026-2028' }, termOf('2026-09-01')),
      ).message,
    ).toBe('The academic year must be two consecutive years, like 2026-2027');
    expect(
      failure(() =>
        checkScheduleTerm({ term: 'summer', academicYear: '2026-2027' }, termOf('2026-09-01')),
      ).fields,
    ).toEqual({ term: SCHEDULE_MESSAGES.termUnknown });
  });
});
