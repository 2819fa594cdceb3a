import { expect, test } from '@jest/globals';

import {
  chosenTerm,
  isAfterCurrent,
  termOptionLabel,
  yearChoices,
  YEARS_BACK,
} from './term-choice';

const current = { term: 'second', academicYear: '2026-2027' } as const;

test('the page opens on the current term unless the address names a real term', () => {
  expect(chosenTerm({ term: '', year: '' }, current)).toEqual(current);
  expect(chosenTerm({ term: 'first', year: '1998-1999' }, current)).toEqual({
    term: 'first',
    academicYear: '1998-1999',
  });
  // Not a term, not two years in a row: the current term.
  expect(chosenTerm({ term: 'summer', year: '2026-2027' }, current)).toEqual(current);
  expect(chosenTerm({ term: 'first', year: '2026-2028' }, current)).toEqual(current);
  expect(chosenTerm({ term: 'first', year: '2026' }, undefined)).toBeUndefined();
});

test('the years offered: the calendar’s, newest first, and the past back to YEARS_BACK', () => {
  const years = yearChoices(['2026-2027', '2027-2028'], '2026-2027');
  expect(years.slice(0, 3)).toEqual(['2027-2028', '2026-2027', '2025-2026']);
  expect(years).toHaveLength(YEARS_BACK + 2);
  expect(years[years.length - 1]).toBe(`${String(2026 - YEARS_BACK)}-${String(2027 - YEARS_BACK)}`);
  // An older year from the address is offered too, once.
  const old = yearChoices(['2026-2027'], '2026-2027', '1980-1981');
  expect(old[old.length - 1]).toBe('1980-1981');
  expect(yearChoices(['2026-2027'], '2026-2027', '2026-2027')).toHaveLength(YEARS_BACK + 1);
});

test('the current term is named so among the three', () => {
  expect(termOptionLabel('second', '2026-2027', current)).toBe('Second Semester (current)');
  expect(termOptionLabel('second', '2025-2026', current)).toBe('Second Semester');
  expect(termOptionLabel('first', '2026-2027', current)).toBe('First Semester');
});

test('a term after the current one has not begun', () => {
  expect(isAfterCurrent({ term: 'short', academicYear: '2026-2027' }, current)).toBe(true);
  expect(isAfterCurrent({ term: 'first', academicYear: '2027-2028' }, current)).toBe(true);
  expect(isAfterCurrent(current, current)).toBe(false);
  expect(isAfterCurrent({ term: 'short', academicYear: '2025-2026' }, current)).toBe(false);
  expect(isAfterCurrent({ term: 'first', academicYear: '2026-2027' }, undefined)).toBe(false);
});
