import { describe, expect, it } from '@jest/globals';
import { ImportFileRefused } from './import-file-refused.js';
import { cellsOf, IMPORT_COLUMNS, matchHeader } from './import-kinds.js';
import { messyHeader } from './import-samples.js';

describe(matchHeader.name, () => {
  it('matches the template headers whatever their case and spacing', () => {
    const headers = IMPORT_COLUMNS.scholars.map((c, i) => messyHeader(c.header, i));
    const sut = matchHeader('scholars', headers);
    expect(sut).toEqual({ columnAt: IMPORT_COLUMNS.scholars.map((c) => c.key), unknown: [] });
  });

  it('takes the master list’s headers, reports unknown ones once, skips blank ones', () => {
    const sut = matchHeader('scholars', [
      'Name',
      'E-mail',
      'First name',
      'Last name',
      'Office',
      'Type',
      'Status',
      'Start date',
      'Confirmed training hours',
      'Terms served',
      '',
      ' Gender ',
    ]);
    expect(sut.unknown).toEqual(['Name', 'Gender']);
    expect(sut.columnAt[1]).toBe('email');
    expect(sut.columnAt[5]).toBe('category');
    expect(cellsOf('scholars', sut, ['x', 'a@b.co']).email).toBe('a@b.co');
    expect(cellsOf('scholars', sut, ['x', 'a@b.co']).office).toBe('');
  });

  it('refuses a header missing columns, or naming one twice', () => {
    const refusal = (headers: string[]) => {
      try {
        matchHeader('offices', headers);
      } catch (error) {
        if (error instanceof ImportFileRefused) return error.message;
      }
      return 'read';
    };
    expect(refusal(['Remarks'])).toBe(
      "Missing columns: Name, Code. The first row must hold the template's headers: Name, Code.",
    );
    expect(refusal(['Name', 'Code', 'office name'])).toBe(
      'The column Name appears twice in the first row; keep one.',
    );
    expect(refusal(['name', 'CODE'])).toBe('read');
  });
});
