import { expect, test } from '@jest/globals';

import { nextYearTerms, startRule, yearAfter, yearHolding } from './calendar-dates';

const defaults = [
  { term: 'first', startsOn: '2026-08-01', endsOn: '2026-12-31' },
  { term: 'second', startsOn: '2027-01-01', endsOn: '2027-05-31' },
  { term: 'short', startsOn: '2027-06-01', endsOn: '2027-07-31' },
] as const;

test('the year after keeps the month-and-day pattern, with no gap between terms', () => {
  expect(yearAfter('2026-2027')).toBe('2027-2028');
  expect(nextYearTerms(defaults)).toEqual([
    { term: 'first', startsOn: '2027-08-01', endsOn: '2027-12-31' },
    { term: 'second', startsOn: '2028-01-01', endsOn: '2028-05-31' },
    { term: 'short', startsOn: '2028-06-01', endsOn: '2028-07-31' },
  ]);
});

test('a term starting on 29 February starts on the 28th a year later, the term before ending the day before', () => {
  const leap = [
    { term: 'first', startsOn: '2027-08-11', endsOn: '2028-02-28' },
    { term: 'second', startsOn: '2028-02-29', endsOn: '2028-06-15' },
    { term: 'short', startsOn: '2028-06-16', endsOn: '2028-08-05' },
  ] as const;
  const [first, second] = nextYearTerms(leap);
  expect(second?.startsOn).toBe('2029-02-28');
  expect(first?.endsOn).toBe('2029-02-27');
});

test('the year shown first is the one today is in, else the next to start', () => {
  const years = [
    { academicYear: '2026-2027', terms: defaults },
    { academicYear: '2027-2028', terms: nextYearTerms(defaults) },
  ];
  expect(yearHolding(years, '2027-03-10')?.academicYear).toBe('2026-2027');
  expect(yearHolding(years, '2027-08-01')?.academicYear).toBe('2027-2028');
  expect(yearHolding(years, '2026-07-01')?.academicYear).toBe('2026-2027');
});

test("each term's start says its rule", () => {
  expect(startRule(0, '2026-2027')).toBe('Starts in 2026');
  expect(startRule(2, '2026-2027')).toBe('Starts the day after the Second Semester ends');
});
