import { ImportFileRefused } from './import-file-refused.js';

/** What a spreadsheet can bring in: offices, office staff (as invitations), students, scholars. */
export const IMPORT_KINDS = ['offices', 'office_staff', 'students', 'scholars'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportColumn {
  key: string;
  /** The template's header. */
  header: string;
  required: boolean;
  /** Other headers people write for it (the master list's "E-mail", …). */
  aliases?: readonly string[];
}

const email = { key: 'email', header: 'Email', required: true, aliases: ['E-mail'] } as const;
const firstname = { key: 'firstname', header: 'First name', required: true } as const;
const lastname = { key: 'lastname', header: 'Last name', required: true } as const;
const office = {
  key: 'office',
  header: 'Office',
  required: true,
  aliases: ['Office name'],
} as const;

/** Each kind's columns, in the template's order. */
export const IMPORT_COLUMNS = {
  offices: [
    { key: 'name', header: 'Name', required: true, aliases: ['Office name', 'Office'] },
    { key: 'code', header: 'Code', required: true, aliases: ['Office code'] },
  ],
  office_staff: [email, firstname, lastname, office],
  students: [email, firstname, lastname, { key: 'gender', header: 'Gender', required: false }],
  scholars: [
    email,
    firstname,
    lastname,
    office,
    { key: 'category', header: 'Category', required: true, aliases: ['Type', 'Scholarship'] },
    { key: 'status', header: 'Status', required: true },
    { key: 'startDate', header: 'Start date', required: true },
    {
      key: 'confirmedHours',
      header: 'Confirmed training hours',
      required: true,
      aliases: ['Training hours', 'Confirmed hours'],
    },
    { key: 'termsServed', header: 'Terms served', required: true },
  ],
} as const satisfies Record<ImportKind, readonly ImportColumn[]>;

export type ColumnOf<K extends ImportKind> = (typeof IMPORT_COLUMNS)[K][number]['key'];
/** One row's cells by column, as written in the file (blank when the column is left out). */
export type ImportCells<K extends ImportKind> = Record<ColumnOf<K>, string>;

/** A problem with one cell: the column and the message HR reads. */
export interface CellError<K extends ImportKind = ImportKind> {
  column: ColumnOf<K>;
  message: string;
}

/** One data row as read: its spreadsheet row number (the header is row 1) and cells. */
export interface ImportRow<K extends ImportKind = ImportKind> {
  row: number;
  cells: ImportCells<K>;
  /** Problems the reader saw in the file itself (a formula where a value belongs). */
  errors?: Array<CellError<K>>;
}

/** The template's header of a column (what error messages and the error file name). */
export function headerOf(kind: ImportKind, key: string): string {
  return (
    (IMPORT_COLUMNS[kind] as readonly ImportColumn[]).find((c) => c.key === key)?.header ?? key
  );
}

/** Case and spacing do not matter: " FIRST  name" is "First name". */
const normalise = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

export interface HeaderMatch<K extends ImportKind> {
  /** The column each cell of a row belongs to, by position; null for cells not read. */
  columnAt: Array<ColumnOf<K> | null>;
  /** Headers the kind does not know, as written: reported once, their cells ignored. */
  unknown: string[];
}

/**
 * The columns of a header row. A missing required column, or one named
 * twice, refuses the whole file: every row would be wrong the same way.
 */
export function matchHeader<K extends ImportKind>(kind: K, headers: string[]): HeaderMatch<K> {
  const columns = IMPORT_COLUMNS[kind] as readonly ImportColumn[];
  const byName = new Map<string, ImportColumn>();
  for (const column of columns)
    for (const name of [column.header, ...(column.aliases ?? [])])
      byName.set(normalise(name), column);

  const columnAt: Array<ColumnOf<K> | null> = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const header of headers) {
    const column = byName.get(normalise(header));
    if (!column) {
      if (header.trim() !== '') unknown.push(header.trim());
      columnAt.push(null);
      continue;
    }
    if (seen.has(column.key))
      throw new ImportFileRefused(
        'bad_header',
        `The column ${column.header} appears twice in the first row; keep one.`,
      );
    seen.add(column.key);
    columnAt.push(column.key as ColumnOf<K>);
  }

  const missing = columns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.header);
  if (missing.length > 0)
    throw new ImportFileRefused(
      'bad_header',
      `Missing ${missing.length === 1 ? 'column' : 'columns'}: ${missing.join(', ')}. ` +
        `The first row must hold the template's headers: ${columns.map((c) => c.header).join(', ')}.`,
    );
  return { columnAt, unknown };
}

/** A row's cells by column; columns the file leaves out are blank. */
export function cellsOf<K extends ImportKind>(
  kind: K,
  match: HeaderMatch<K>,
  values: readonly string[],
): ImportCells<K> {
  const cells = Object.fromEntries(
    (IMPORT_COLUMNS[kind] as readonly ImportColumn[]).map((c) => [c.key, '']),
  ) as ImportCells<K>;
  match.columnAt.forEach((key, index) => {
    if (key !== null) cells[key] = values[index] ?? '';
  });
  return cells;
}
