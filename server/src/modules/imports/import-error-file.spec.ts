import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { errorFileCsv } from './import-error-file.js';
import { readImportFile } from './import-files.js';
import { checkImportRows } from './import-rows.js';
import { sampleCsv } from './import-samples.js';

const staff = (email: string, firstname: string, office: string) => ({
  email,
  firstname,
  lastname: 'Rizal',
  office,
});

describe(errorFileCsv.name, () => {
  it('lists the rows in error with their cells and messages, formulas neutralised', async () => {
    const file = sampleCsv('office_staff', [
      staff('jose@univ.edu.ph', 'Jose', 'Registrar'),
      staff('=HYPERLINK("http://evil")', 'J', ''),
      staff('ana@univ.edu.ph', 'Ana, Jr', 'Library'),
    ]);
    const { invalid } = await checkImportRows(
      'office_staff',
      readImportFile(Readable.from([file]), { kind: 'office_staff' }),
    );

    const sut = errorFileCsv('office_staff', invalid);

    expect(sut).toBe(
      '\ufeffEmail,First name,Last name,Office,errors\r\n' +
        `"'=HYPERLINK(""http://evil"")",J,Rizal,,Email: Invalid email address; ` +
        'First name: First name must be at least 2 characters long; ' +
        'Office: Choose the office of an office account.\r\n' +
        'ana@univ.edu.ph,"Ana, Jr",Rizal,Library,First name: First name must contain only letters\r\n',
    );
  });

  it('comes back in as the same rows, the errors column ignored', async () => {
    const rows = [staff('bad@', 'Jose', 'Registrar')];
    const first = await checkImportRows(
      'office_staff',
      readImportFile(Readable.from([sampleCsv('office_staff', rows)]), { kind: 'office_staff' }),
    );
    let unknown: string[] = [];
    const again = await checkImportRows(
      'office_staff',
      readImportFile(Readable.from([Buffer.from(errorFileCsv('office_staff', first.invalid))]), {
        kind: 'office_staff',
        onHeader: (h) => (unknown = h.unknownColumns),
      }),
    );
    expect(unknown).toEqual(['errors']);
    expect(again.invalid).toEqual(first.invalid);
  });
});
