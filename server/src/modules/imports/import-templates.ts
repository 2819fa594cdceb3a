import ExcelJS from 'exceljs';
import { toCsv } from '@sasm/csv';
import {
  IMPORT_COLUMNS,
  type ImportCells,
  type ImportColumn,
  type ImportKind,
} from './import-kinds.js';
import type { ImportFileType } from './import-files.js';

/** One example row per kind, as HR would type it; it passes `checkRow`. */
export const TEMPLATE_EXAMPLES: { [K in ImportKind]: ImportCells<K> } = {
  offices: { name: 'Guidance Office', code: 'guidance' },
  office_staff: {
    email: 'jose.rizal@university.edu.ph',
    firstname: 'Jose',
    lastname: 'Rizal',
    office: 'Registrar',
  },
  students: {
    email: 'maria.santos@university.edu.ph',
    firstname: 'Maria',
    lastname: 'Santos',
    gender: 'Female',
  },
  scholars: {
    email: 'juan.delacruz@university.edu.ph',
    firstname: 'Juan',
    lastname: 'Dela Cruz',
    office: 'Library',
    category: 'Student Assistant',
    status: 'active',
    startDate: '2025-08-11',
    confirmedHours: '97.5',
    termsServed: '1',
  },
};

const columnsOf = (kind: ImportKind) => IMPORT_COLUMNS[kind] as readonly ImportColumn[];
const exampleOf = (kind: ImportKind) => TEMPLATE_EXAMPLES[kind] as Record<string, string>;

export function templateFileName(kind: ImportKind, type: ImportFileType): string {
  return `${kind.replace('_', '-')}-import-template.${type}`;
}

/**
 * The CSV template: the header and the example. It starts with a byte-order
 * mark so Excel opens it as UTF-8 (names like "Peñaranda" stay whole).
 */
export function templateCsv(kind: ImportKind): string {
  const columns = columnsOf(kind);
  const example = exampleOf(kind);
  return '\ufeff' + toCsv([columns.map((c) => c.header), columns.map((c) => example[c.key])]);
}

/** Cells Excel should hold as what they are: a real date, real numbers. */
const TYPED: Record<string, 'date' | 'number'> = {
  startDate: 'date',
  confirmedHours: 'number',
  termsServed: 'number',
};

function typedCell(key: string, text: string): ExcelJS.CellValue {
  if (TYPED[key] === 'date') return new Date(`${text}T00:00:00Z`);
  if (TYPED[key] === 'number') return Number(text);
  return text;
}

/** The .xlsx template: one sheet, a bold header, the example with its date and numbers typed. */
export async function templateXlsx(kind: ImportKind): Promise<Buffer> {
  const columns = columnsOf(kind);
  const example = exampleOf(kind);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(c.header.length, example[c.key]!.length) + 4,
    ...(TYPED[c.key] === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, typedCell(c.key, example[c.key]!)])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
