import { describe, expect, it } from '@jest/globals';
import {
  EVALUATION_TERMS,
  nextTerm,
  previousTerm,
  termDates,
  termLabel,
  termOf,
  termOrder,
} from './academic-term.js';

describe(termOf.name, () => {
  it.each([
    ['2026-08-01', 'first', '2026-2027'],
    ['2026-12-31', 'first', '2026-2027'],
    ['2027-01-01', 'second', '2026-2027'],
    ['2027-05-31', 'second', '2026-2027'],
    ['2027-06-01', 'short', '2026-2027'],
    ['2027-07-31', 'short', '2026-2027'],
  ])('puts %s in the %s term of %s', (date, term, academicYear) => {
    expect(termOf(date)).toEqual({ term, academicYear });
  });
});

describe(nextTerm.name, () => {
  it('goes through the three terms and on to the next year, undoing previousTerm', () => {
    let term = { term: 'first' as const, academicYear: '2026-2027' } as Parameters<
      typeof nextTerm
    >[0];
    const seen = [];
    for (let i = 0; i < 4; i += 1) {
      const next = nextTerm(term);
      expect(previousTerm(next)).toEqual(term);
      seen.push(termLabel(next));
      term = next;
    }
    expect(seen).toEqual([
      'Second Semester 2026-2027',
      'Short Term 2026-2027',
      'First Semester 2027-2028',
      'Second Semester 2027-2028',
    ]);
  });
});

describe(previousTerm.name, () => {
  it('goes from a first semester back to the short term of the year before', () => {
    expect(previousTerm({ term: 'first', academicYear: '2026-2027' })).toEqual({
      term: 'short',
      academicYear: '2025-2026',
    });
  });

  it('stays within the academic year for the second semester and the short term', () => {
    expect(previousTerm({ term: 'second', academicYear: '2026-2027' })).toEqual({
      term: 'first',
      academicYear: '2026-2027',
    });
    expect(previousTerm({ term: 'short', academicYear: '2026-2027' })).toEqual({
      term: 'second',
      academicYear: '2026-2027',
    });
  });
});

describe(termOrder.name, () => {
  it('orders terms in time across academic years', () => {
    const terms = [
      { term: 'short', academicYear: '2025-2026' },
      { term: 'first', academicYear: '2026-2027' },
      { term: 'second', academicYear: '2026-2027' },
      { term: 'short', academicYear: '2026-2027' },
    ] as const;
    const orders = terms.map(termOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(new Set(orders).size).toBe(terms.length);
  });
});

describe(termLabel.name, () => {
  it('names the term and the year as the forms do', () => {
    expect(termLabel({ term: 'short', academicYear: '2026-2027' })).toBe('Short Term 2026-2027');
  });
});

describe(termDates.name, () => {
  it.each([
    ['first', '2026-08-01', '2026-12-31'],
    ['second', '2027-01-01', '2027-05-31'],
    ['short', '2027-06-01', '2027-07-31'],
  ] as const)('gives the %s term of 2026-2027 its days', (term, from, to) => {
    expect(termDates({ term, academicYear: '2026-2027' })).toEqual({ from, to });
  });

  it('agrees with termOf on both ends of every term', () => {
    for (const term of EVALUATION_TERMS) {
      const { from, to } = termDates({ term, academicYear: '2026-2027' });
      expect(termOf(from)).toEqual({ term, academicYear: '2026-2027' });
      expect(termOf(to)).toEqual({ term, academicYear: '2026-2027' });
    }
  });
});
