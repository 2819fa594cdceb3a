import { describe, expect, it } from '@jest/globals';

import { importFileProblem } from './import-file';

const fileOf = (name: string, bytes: number) =>
  ({ name, size: bytes, type: '' }) as unknown as File;

describe('importFileProblem', () => {
  it('takes a CSV or a workbook whatever the case of its extension', () => {
    expect(importFileProblem(fileOf('offices.csv', 10))).toBeNull();
    expect(importFileProblem(fileOf('Scholars.XLSX', 10))).toBeNull();
  });

  it('refuses an old Excel file or a PDF by its name', () => {
    expect(importFileProblem(fileOf('scholars.xls', 10))).toBe('Upload a .csv or .xlsx file.');
    expect(importFileProblem(fileOf('list.pdf', 10))).toBe('Upload a .csv or .xlsx file.');
  });

  it('refuses an empty file and one over the upload limit', () => {
    expect(importFileProblem(fileOf('offices.csv', 0))).toBe('The file is empty.');
    expect(importFileProblem(fileOf('offices.csv', 11 * 1024 * 1024))).toMatch(/larger than 10 MB/);
  });
});
