import ExcelJS from 'exceljs';
import { toCsv } from '@sasm/csv';
import {
  IMPORT_COLUMNS,
  type ImportCells,
  type ImportColumn,
  type ImportKind,
} from './import-kinds.js';

/**
 * Spreadsheets as programmes keep them, made by a script: the tests read
 * them, and a bench can make 10,000 rows the same way. Headers in another
 * case with stray spaces, a byte-order mark, ";" where Excel's locale wants
 * it, trailing blank rows, dates and numbers typed as such in a workbook,
 * e-mail addresses in capitals with spaces around.
 */

/** A small seeded generator (mulberry32): the same seed, the same spreadsheet. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Maria', 'Juan', 'Jose', 'Ana', 'Mark Anthony', 'Kristine', 'Ma. Clara', 'Angelo'];
const LAST = [
  'Dela Cruz',
  'Santos',
  'Reyes',
  'Garcia',
  'Bautista',
  "O'Neil",
  'Peñaranda',
  'Mendoza',
];
const OFFICES = ['Registrar', 'Library', 'IT Office', 'Guidance Office', 'Accounting'];
const CATEGORIES = ['Student Assistant', 'Student Marshal', 'student assistant', 'SA'];
const STATUSES = ['active', 'Active', 'inactive', 'suspended'];

/** Scholars' rows as cells, with the small variations real sheets have (all valid). */
export function scholarCells(count: number, seed = 1): Array<ImportCells<'scholars'>> {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const firstname = pick(FIRST);
    const lastname = pick(LAST);
    const local = `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '');
    const email = `${local}${i + 1}@University.edu.ph`;
    const day = 1 + Math.floor(random() * 28);
    return {
      // Some typed in capitals, some pasted with spaces around.
      email: i % 3 === 0 ? ` ${email.toUpperCase()} ` : email,
      firstname,
      lastname,
      office: pick(OFFICES),
      category: pick(CATEGORIES),
      status: pick(STATUSES),
      startDate: `2024-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      confirmedHours: String(Math.round(random() * 1300) / 10),
      termsServed: String(Math.floor(random() * 6)),
    };
  });
}

/** " fIRST NAME  ": the header as someone retyped it. */
export function messyHeader(header: string, index: number): string {
  const cased = index % 2 === 0 ? header.toUpperCase() : header.toLowerCase();
  return index % 3 === 0 ? ` ${cased.replace(' ', '  ')} ` : cased;
}

export interface SampleLayout {
  /** Headers retyped in other cases with stray spaces. */
  messyHeaders?: boolean;
  /** Blank rows after the data, as spreadsheets leave them. */
  trailingBlankRows?: number;
}

export interface CsvLayout extends SampleLayout {
  delimiter?: ',' | ';';
  bom?: boolean;
  /** Line ends: CRLF (Excel on Windows) or LF. */
  lineEnd?: '\r\n' | '\n';
}

function headerRow(kind: ImportKind, layout: SampleLayout): string[] {
  return (IMPORT_COLUMNS[kind] as readonly ImportColumn[]).map((c, i) =>
    layout.messyHeaders ? messyHeader(c.header, i) : c.header,
  );
}

function valuesOf(kind: ImportKind, cells: Record<string, string>): string[] {
  return (IMPORT_COLUMNS[kind] as readonly ImportColumn[]).map((c) => cells[c.key] ?? '');
}

/** A CSV file of these rows (quoted as RFC 4180 wants when a cell needs it). */
export function sampleCsv<K extends ImportKind>(
  kind: K,
  rows: Array<ImportCells<K>>,
  layout: CsvLayout = {},
): Buffer {
  const delimiter = layout.delimiter ?? ',';
  const lines = [headerRow(kind, layout), ...rows.map((r) => valuesOf(kind, r))].map((values) =>
    values.map((v) => (/[",;\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(delimiter),
  );
  const blank = Array(layout.trailingBlankRows ?? 0).fill(delimiter.repeat(2));
  const text = [...lines, ...blank].join(layout.lineEnd ?? '\r\n') + (layout.lineEnd ?? '\r\n');
  return Buffer.from((layout.bom ? '\ufeff' : '') + text);
}

/** The same with the product's CSV writer, for files made by an export. */
export function exportedCsv<K extends ImportKind>(kind: K, rows: Array<ImportCells<K>>): Buffer {
  return Buffer.from(toCsv([headerRow(kind, {}), ...rows.map((r) => valuesOf(kind, r))]));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** A cell as Excel would hold it once typed: dates as dates, numbers as numbers. */
function excelValue(text: string): ExcelJS.CellValue {
  if (DATE.test(text)) return new Date(`${text}T00:00:00Z`);
  if (NUMBER.test(text)) return Number(text);
  return text;
}

export interface XlsxLayout extends SampleLayout {
  /** Extra cells written after the rows, e.g. `{ ref: 'F3', value: { formula: 'E3*2' } }`. */
  cells?: Array<{ ref: string; value: ExcelJS.CellValue; numFmt?: string }>;
  /** A second sheet the reader must ignore. */
  otherSheet?: boolean;
}

/** An .xlsx workbook of these rows, with typed dates and numbers. */
export async function sampleXlsx<K extends ImportKind>(
  kind: K,
  rows: Array<ImportCells<K>>,
  layout: XlsxLayout = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Scholars 2025');
  sheet.addRow(headerRow(kind, layout));
  for (const row of rows) {
    const added = sheet.addRow(valuesOf(kind, row).map(excelValue));
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'mm/dd/yyyy';
    });
  }
  // Blank rows that still carry formatting, as Excel keeps them.
  for (let i = 0; i < (layout.trailingBlankRows ?? 0); i++) {
    const blank = sheet.addRow(['', '']);
    blank.getCell(1).numFmt = '@';
  }
  for (const { ref, value, numFmt } of layout.cells ?? []) {
    sheet.getCell(ref).value = value;
    if (numFmt) sheet.getCell(ref).numFmt = numFmt;
  }
  if (layout.otherSheet) workbook.addWorksheet('Notes').addRow(['Not', 'this', 'one']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
