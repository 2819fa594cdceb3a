import { parse, CsvError } from 'csv-parse';
import { Readable, pipeline } from 'node:stream';
import { ImportFileRefused } from './import-file-refused.js';

/** One row of a sheet as read: its number and its cells as text, by position. */
export interface SheetRow {
  row: number;
  values: string[];
  /** Positions of cells holding a formula instead of a value. */
  formulas?: number[];
}

const NOT_TEXT =
  'This file is neither a CSV file (UTF-8 text) nor an Excel workbook (.xlsx); ' +
  'save it from the spreadsheet as CSV UTF-8 or .xlsx.';
/** Longest row read, in characters: a spreadsheet row is far shorter; a binary blob is not. */
const MAX_ROW_LENGTH = 64 * 1024;
const HEADER_SCAN = 64 * 1024;

export const notText = () => new ImportFileRefused('not_spreadsheet', NOT_TEXT);

/** The upload as text: UTF-8 (a byte-order mark is dropped), never a NUL. */
async function* utf8(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer) => {
    let text: string;
    try {
      text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw notText();
    }
    if (text.includes('\0')) throw notText();
    return text;
  };
  for await (const chunk of chunks) yield decode(chunk);
  yield decode();
}

/** Excel writes ";" where the decimal mark is ","; the header line tells which one this file uses. */
export function delimiterOf(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' || char === '\r') {
      if (!quoted) break;
    } else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

function unreadable(error: CsvError, row: number): ImportFileRefused {
  const why: Record<string, string> = {
    CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
    CSV_INVALID_CLOSING_QUOTE: 'a quote inside a cell is not doubled',
    CSV_MAX_RECORD_SIZE: 'the row is too long',
  };
  return new ImportFileRefused(
    'damaged',
    `The CSV file cannot be read at row ${row}: ${why[error.code] ?? 'it is not valid CSV'}.`,
  );
}

/**
 * The rows of a CSV file, numbered as a spreadsheet shows them (a record per
 * row, blank lines included). Quoted cells may hold the delimiter, quotes and
 * line breaks; lines end in LF or CRLF.
 */
export async function* csvRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  const text = utf8(chunks)[Symbol.asyncIterator]();
  let head = '';
  while (!/[\r\n]/.test(head) && head.length < HEADER_SCAN) {
    const next = await text.next();
    if (next.done) break;
    head += next.value;
  }
  async function* all(): AsyncGenerator<string> {
    yield head;
    yield* { [Symbol.asyncIterator]: () => text };
  }
  const parser = parse({
    delimiter: delimiterOf(head),
    bom: true,
    relax_column_count: true,
    max_record_size: MAX_ROW_LENGTH,
  });
  const source = Readable.from(all());
  // Errors of the source (a refused byte) reach the parser, and so the loop below.
  pipeline(source, parser, () => undefined);
  let row = 0;
  try {
    for await (const values of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, values };
    }
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(error, row + 1);
    throw error;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
