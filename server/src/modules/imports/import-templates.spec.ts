import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { readImportFile } from './import-files.js';
import { IMPORT_KINDS, type ImportCells, type ImportKind } from './import-kinds.js';
import { checkImportRows, checkRow } from './import-rows.js';
import {
  TEMPLATE_EXAMPLES,
  templateCsv,
  templateFileName,
  templateXlsx,
} from './import-templates.js';

const exampleOf = <K extends ImportKind>(kind: K) => TEMPLATE_EXAMPLES[kind] as ImportCells<K>;

describe('import templates', () => {
  for (const kind of IMPORT_KINDS)
    it(`round-trips the ${kind} templates through the reader, clean`, async () => {
      expect(checkRow(kind, exampleOf(kind))).toHaveProperty('value');
      const files = {
        csv: Buffer.from(templateCsv(kind)),
        xlsx: await templateXlsx(kind),
      };
      for (const [type, file] of Object.entries(files) as Array<['csv' | 'xlsx', Buffer]>) {
        let unknown: string[] | undefined;
        const rows = readImportFile(Readable.from([file]), {
          kind,
          fileName: templateFileName(kind, type),
          onHeader: (h) => (unknown = h.unknownColumns),
        });
        const sut = await checkImportRows(kind, rows);
        expect({ type, unknown, invalid: sut.invalid }).toEqual({ type, unknown: [], invalid: [] });
        expect(sut.valid).toEqual([
          {
            row: 2,
            value: (checkRow(kind, exampleOf(kind)) as { value: unknown }).value,
            cells: exampleOf(kind),
          },
        ]);
      }
    });

  it('names the files by kind and type', () => {
    expect(templateFileName('office_staff', 'xlsx')).toBe('office-staff-import-template.xlsx');
  });
});
