import { termOf } from '../../common/academic-term.js';
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../common/errors/domain-error.js';
import { checkGradeReport, GRADE_MESSAGES } from './grade-report-rules.js';

const TODAY = termOf('2026-11-24');
const row = {
  subject: 'IT 311',
  faculty: 'DELA CRUZ, J.',
  one: 88,
  two: 90,
  final: 89,
  units: 3,
  status: 'Passed',
};
const form = (overrides: Record<string, unknown> = {}) => ({
  term: 'first',
  academicYear: '2026-2027',
  rows: [row],
  generalAverage: 88.5,
  ...overrides,
});

function fieldsOf(run: () => unknown): Record<string, string> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.fields;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe(checkGradeReport.name, () => {
  it('keeps valid rows, defaults blank units to 3.00 and blank grades to null', () => {
    const checked = checkGradeReport(
      form({ rows: [{ ...row, two: '', units: '', faculty: undefined }], generalAverage: '' }),
      TODAY,
    );
    expect(checked.rows).toEqual([{ ...row, two: null, units: 3, faculty: '' }]);
    expect(checked.generalAverage).toBeNull();
  });

  it('reads numbers given as text (multipart) and rounds to two decimals', () => {
    const checked = checkGradeReport(
      form({ rows: [{ ...row, final: '89.456', units: '1.5' }], generalAverage: '88.434' }),
      TODAY,
    );
    expect(checked.rows[0]).toMatchObject({ final: 89.46, units: 1.5 });
    expect(checked.generalAverage).toBe(88.43);
  });

  it.each([
    [{ rows: [{ ...row, one: 49.99 }] }, 'rows.0.one', GRADE_MESSAGES.grade],
    [{ rows: [{ ...row, final: 'A' }] }, 'rows.0.final', GRADE_MESSAGES.grade],
    [{ rows: [{ ...row, units: -1 }] }, 'rows.0.units', GRADE_MESSAGES.units],
    [{ rows: [{ ...row, units: 31 }] }, 'rows.0.units', GRADE_MESSAGES.units],
    [{ rows: 'nope' }, 'rows', GRADE_MESSAGES.rowsShape],
    [{ rows: undefined }, 'rows', GRADE_MESSAGES.noRows],
    [{ term: 'summer' }, 'term', GRADE_MESSAGES.term],
    [{ term: 'second', academicYear: '2026-2027' }, 'term', GRADE_MESSAGES.futureTerm],
    [{ generalAverage: 100.01 }, 'generalAverage', GRADE_MESSAGES.generalAverage],
    [{ expectedVersion: 'x' }, 'expectedVersion', GRADE_MESSAGES.version],
  ])('refuses %j under %s', (overrides, field, message) => {
    expect(fieldsOf(() => checkGradeReport(form(overrides), TODAY))).toMatchObject({
      [field]: message,
    });
  });

  it('names every bad cell at once, the first as the message', () => {
    const run = () =>
      checkGradeReport(
        form({
          rows: [
            { ...row, subject: '' },
            { ...row, two: 120 },
          ],
        }),
        TODAY,
      );
    expect(run).toThrow(GRADE_MESSAGES.subject);
    expect(fieldsOf(run)).toEqual({
      'rows.0.subject': GRADE_MESSAGES.subject,
      'rows.1.two': GRADE_MESSAGES.grade,
    });
  });
});
