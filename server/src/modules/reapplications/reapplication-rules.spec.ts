import { describe, expect, it } from '@jest/globals';
import {
  academicYearProblem,
  checkReapplicationForm,
  REAPPLICATION_MESSAGES as M,
  serviceSpan,
} from './reapplication-rules.js';

const valid = { name: 'Ana Cruz', idNumber: '2024-00123', academicYear: '2026-2027' };

function fieldsOf(form: Record<string, string>) {
  try {
    checkReapplicationForm(form);
  } catch (error) {
    return { message: (error as Error).message, fields: (error as { fields?: object }).fields };
  }
  throw new Error('accepted');
}

describe('re-application form rules', () => {
  it('defaults the term to the first semester', () => {
    expect(checkReapplicationForm(valid)).toMatchObject({ term: 'first', schoolDept: null });
  });

  it('answers the spec alert when Name or ID # is missing', () => {
    expect(fieldsOf({ academicYear: '2026-2027' })).toEqual({
      message: M.nameAndId,
      fields: { name: M.nameRequired, idNumber: M.idRequired },
    });
  });

  it('checks the academic year, term, dates and lengths', () => {
    expect(academicYearProblem('2026')).toBe(M.yearFormat);
    expect(academicYearProblem('2026-2028')).toBe(M.yearConsecutive);
    expect(academicYearProblem(undefined)).toBe(M.yearRequired);
    const { fields } = fieldsOf({
      ...valid,
      term: 'summer',
      effectivityDate: '2026-02-30',
      courseYear: 'x'.repeat(101),
      reasons: 'x'.repeat(2001),
    });
    expect(fields).toEqual({
      term: M.termUnknown,
      effectivityDate: M.dateFormat,
      courseYear: 'Course & Year must be at most 100 characters',
      reasons: M.reasonsTooLong,
    });
  });

  it('writes years and months in service', () => {
    expect(serviceSpan('2025-08-15', '2026-11-20')).toBe('1 year 3 months');
    expect(serviceSpan('2025-08-15', '2026-08-14')).toBe('11 months');
    expect(serviceSpan('2024-08-01', '2026-08-01')).toBe('2 years');
    expect(serviceSpan('2026-11-01', '2026-11-20')).toBe('0 months');
  });
});
