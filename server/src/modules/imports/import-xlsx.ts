import ExcelJS from 'exceljs';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SheetRow } from './import-csv.js';
import { ImportFileRefused } from './import-file-refused.js';
import { guardWorkbookZip, type ByteRange } from './import-zip-guard.js';

type CellValue = ExcelJS.CellValue;

const damaged = () =>
  new ImportFileRefused('damaged', 'The workbook is damaged or is not a real .xlsx file.');

/** Excel keeps 15 significant digits; 0.1 + 0.2 reads "0.3", as Excel shows it. */
const numberText = (value: number) => String(Number(value.toPrecision(15)));

/** What `cellText` answers for a cell computed by a formula. */
export const FORMULA = Symbol('formula');

/** A cell as the text a person typed, or FORMULA when it holds one. */
export function cellText(value: CellValue): string | typeof FORMULA {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // exceljs gives a date cell as midnight UTC of that day.
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) return FORMULA;
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('error' in value) return String(value.error);
  if ('text' in value) return typeof value.text === 'string' ? value.text : '';
  return '';
}

/** The archive's chosen parts, read in the order the guard gave. */
async function* ranges(path: string, parts: ByteRange[]): AsyncGenerator<Buffer> {
  for (const { start, end } of parts) {
    if (end <= start) continue;
    const stream = createReadStream(path, { start, end: end - 1 });
    try {
      yield* stream as AsyncIterable<Buffer>;
    } finally {
      stream.destroy();
    }
  }
}

/**
 * The rows of the workbook's first worksheet, through exceljs's streaming
 * reader. The upload is spooled to a temporary file (the ZIP's directory is
 * at its end), checked by the guard, then streamed to exceljs; the file is
 * removed when reading ends, however it ends.
 */
export async function* xlsxRows(
  chunks: AsyncIterable<Buffer>,
  maxUnzippedBytes: number,
): AsyncGenerator<SheetRow> {
  const dir = await mkdtemp(join(tmpdir(), 'sasm-import-'));
  const path = join(dir, 'upload.xlsx');
  try {
    let size = 0;
    await pipeline(
      Readable.from(chunks),
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path),
    );
    const parts = await guardWorkbookZip(path, size, maxUnzippedBytes);
    const input = Readable.from(ranges(path, parts));
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      // Styles tell a date from a number.
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    try {
      for await (const sheet of reader) {
        const first = (reader as unknown as { model?: { sheets?: Array<{ name: string }> } }).model
          ?.sheets?.[0]?.name;
        if (first !== undefined && (sheet as unknown as { name: string }).name !== first) continue;
        for await (const row of sheet) {
          const values: string[] = [];
          const formulas: number[] = [];
          const cells = row.values as CellValue[];
          for (let column = 1; column < cells.length; column++) {
            const text = cellText(cells[column]);
            if (text === FORMULA) formulas.push(column - 1);
            values.push(text === FORMULA ? '' : text);
          }
          yield { row: row.number, values, ...(formulas.length > 0 ? { formulas } : {}) };
        }
        return;
      }
    } catch (error) {
      if (error instanceof ImportFileRefused) throw error;
      throw damaged();
    } finally {
      input.destroy();
    }
    throw new ImportFileRefused('not_spreadsheet', 'The workbook has no worksheet.');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
