import { termOf } from '../../common/academic-term.js';
import { describe, expect, it } from '@jest/globals';
import { academicYearProblem, checkEvaluation, EVALUATION_RULES } from './evaluation-rules.js';
import type { SaveEvaluationInput } from './evaluations.types.js';

const TODAY = termOf('2026-09-15'); // First Semester 2026-2027

const input = (overrides: Partial<SaveEvaluationInput> = {}): SaveEvaluationInput => ({
  scholarId: '00000000-0000-4000-8000-000000000001',
  term: 'first',
  academicYear: '2026-2027',
  items: [{ criterion: 'attendance', rating: 4 }],
  ...overrides,
});

function fieldsOf(run: () => unknown): Record<string, string> | undefined {
  try {
    run();
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields;
  }
  throw new Error('expected a refusal');
}

describe(academicYearProblem.name, () => {
  it('takes two consecutive years', () => {
    expect(academicYearProblem('2026-2027')).toBeNull();
  });

  it.each(['2026', '2026/2027', '26-27', '2026-2027x'])('refuses the shape of %s', (value) => {
    expect(academicYearProblem(value)).toBe(EVALUATION_RULES.yearFormat);
  });

  it.each(['2026-2026', '2026-2028', '2027-2026'])('refuses %s, not consecutive', (value) => {
    expect(academicYearProblem(value)).toBe(EVALUATION_RULES.yearConsecutive);
  });
});

describe(checkEvaluation.name, () => {
  it('gives all five criteria, the trimmed year and the remarks', () => {
    const checked = checkEvaluation(input({ academicYear: ' 2025-2026 ', remarks: 'Good' }), TODAY);
    expect(checked).toMatchObject({ term: 'first', academicYear: '2025-2026', remarks: 'Good' });
    expect(checked.items).toHaveLength(5);
    expect(checked.items[0]).toEqual({ criterion: 'attendance', rating: 4, comment: null });
  });

  it('takes remarks alone, with nothing rated', () => {
    expect(checkEvaluation(input({ items: [], remarks: 'Absent all term' }), TODAY).remarks).toBe(
      'Absent all term',
    );
  });

  it('refuses an evaluation with no rating and no remarks, comments alone included', () => {
    expect(
      fieldsOf(() =>
        checkEvaluation(input({ items: [{ criterion: 'attitude', comment: 'Fine' }] }), TODAY),
      ),
    ).toEqual({ items: EVALUATION_RULES.empty });
  });

  it('refuses a criterion given twice', () => {
    const items = [
      { criterion: 'attendance', rating: 4 },
      { criterion: 'attendance', rating: 5 },
    ] as const;
    expect(fieldsOf(() => checkEvaluation(input({ items: [...items] }), TODAY))).toEqual({
      items: EVALUATION_RULES.duplicate,
    });
  });

  it('refuses a term that has not begun, and takes the current one', () => {
    expect(fieldsOf(() => checkEvaluation(input({ term: 'second' }), TODAY))).toEqual({
      term: EVALUATION_RULES.futureTerm,
    });
    expect(checkEvaluation(input({ term: 'first' }), TODAY).term).toBe('first');
  });

  it('refuses a malformed academic year on its field', () => {
    expect(fieldsOf(() => checkEvaluation(input({ academicYear: '2026-2028' }), TODAY))).toEqual({
      academicYear: EVALUATION_RULES.yearConsecutive,
    });
  });
});
