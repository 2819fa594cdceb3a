import type { Readable } from 'node:stream';
import { limitBytes, peek } from './import-bytes.js';
import { csvRows, notText, type SheetRow } from './import-csv.js';
import { ImportFileRefused } from './import-file-refused.js';
import {
  cellsOf,
  matchHeader,
  type CellError,
  type ImportKind,
  type ImportRow,
} from './import-kinds.js';
import { xlsxRows } from './import-xlsx.js';

export type ImportFileType = 'csv' | 'xlsx';

export const DEFAULT_MAX_ROWS = 10_000;
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
/** What the parts of a workbook exceljs reads may unpack to. */
export const DEFAULT_MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

export const FORMULA_MESSAGE = 'Formulas are not accepted; type the value';

export interface ReadImportOptions<K extends ImportKind> {
  kind: K;
  /** The uploaded file's name: its extension must agree with its bytes. */
  fileName?: string;
  /** Data rows (the header and blank rows aside). */
  maxRows?: number;
  maxBytes?: number;
  maxUnzippedBytes?: number;
  /** Told once, when the header is read: the file's type and the columns it ignores. */
  onHeader?: (header: { type: ImportFileType; unknownColumns: string[] }) => void;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Files people attach by mistake, named for what they are (their first bytes would pass for text). */
const OTHER_TYPES = [
  { magic: Buffer.from('%PDF-'), name: 'a PDF' },
  { magic: Buffer.from([0xff, 0xd8, 0xff]), name: 'a JPEG picture' },
  { magic: Buffer.from([0x89, 0x50, 0x4e, 0x47]), name: 'a PNG picture' },
];
const UTF16 = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

/** The type the bytes say, or the refusal that names what they are. */
export function typeOfBytes(head: Buffer): ImportFileType {
  if (head.length === 0) throw new ImportFileRefused('empty', 'The file is empty.');
  if (head.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (head.subarray(0, 8).equals(OLE))
    throw new ImportFileRefused(
      'not_spreadsheet',
      'This is an old Excel file (.xls); save it as .xlsx or as CSV UTF-8.',
    );
  const other = OTHER_TYPES.find(({ magic }) => head.subarray(0, magic.length).equals(magic));
  if (other)
    throw new ImportFileRefused(
      'not_spreadsheet',
      `This file is ${other.name}, not a spreadsheet; save the spreadsheet as .xlsx or as CSV UTF-8.`,
    );
  if (UTF16.some((bom) => head.subarray(0, 2).equals(bom)))
    throw new ImportFileRefused(
      'not_spreadsheet',
      'This text file is UTF-16; save it as CSV UTF-8 (comma delimited).',
    );
  return 'csv';
}

/** The extension must agree with the bytes: a workbook named .csv is a mistake worth telling. */
export function checkFileName(fileName: string, type: ImportFileType): void {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension !== 'csv' && extension !== 'xlsx')
    throw new ImportFileRefused('unsupported_name', 'Upload a .csv or .xlsx file.');
  if (extension === 'csv' && type === 'xlsx')
    throw new ImportFileRefused(
      'wrong_type',
      'This file is named .csv but is an Excel workbook; name it .xlsx, or save it as CSV.',
    );
  if (extension === 'xlsx' && type === 'csv')
    throw new ImportFileRefused(
      'wrong_type',
      'This file is named .xlsx but is not an Excel workbook; save it from the spreadsheet as .xlsx, or as CSV.',
    );
}

const blank = (values: string[]) => values.every((value) => value.trim() === '');

/**
 * The data rows of an uploaded CSV or .xlsx file, by the kind's columns, read
 * as they stream: the file is never held whole (a workbook is spooled to a
 * temporary file, its ZIP directory being at the end). The first non-blank
 * row is the header; blank rows are skipped, their numbers kept. A file too
 * large, too long, of the wrong type, or a workbook that unpacks too large,
 * is refused with `ImportFileRefused`; a formula cell is an error of its row.
 */
export async function* readImportFile<K extends ImportKind>(
  input: Readable | AsyncIterable<Buffer>,
  options: ReadImportOptions<K>,
): AsyncGenerator<ImportRow<K>> {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const bytes = limitBytes(input, options.maxBytes ?? DEFAULT_MAX_BYTES);
  try {
    const { head, all } = await peek(bytes, 8);
    const type = typeOfBytes(head);
    if (options.fileName !== undefined) checkFileName(options.fileName, type);
    if (type === 'csv' && !looksLikeText(head)) throw notText();
    const rows: AsyncGenerator<SheetRow> =
      type === 'csv'
        ? csvRows(all)
        : xlsxRows(all, options.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES);

    let header: ReturnType<typeof matchHeader<K>> | undefined;
    let count = 0;
    for await (const { row, values, formulas } of rows) {
      if (blank(values) && !formulas) continue;
      if (!header) {
        header = matchHeader(options.kind, values);
        options.onHeader?.({ type, unknownColumns: header.unknown });
        continue;
      }
      if (++count > maxRows)
        throw new ImportFileRefused(
          'too_many_rows',
          `The file has more than ${maxRows.toLocaleString('en-US')} rows; split it into smaller files.`,
        );
      const errors = (formulas ?? []).flatMap((index): Array<CellError<K>> => {
        const column = header!.columnAt[index];
        return column ? [{ column, message: FORMULA_MESSAGE }] : [];
      });
      yield {
        row,
        cells: cellsOf(options.kind, header, values),
        ...(errors.length > 0 ? { errors } : {}),
      };
    }
    if (!header) throw new ImportFileRefused('empty', 'The file has no header row.');
  } finally {
    if ('destroy' in input && typeof input.destroy === 'function') input.destroy();
  }
}

/** A quick look before parsing: text has no NUL and no control bytes but tab and line breaks. */
function looksLikeText(head: Buffer): boolean {
  return head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);
}
