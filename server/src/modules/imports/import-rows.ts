import type { ApplicationPosition } from '../positions/position.table.js';
import type { ScholarStatus } from '../scholars/scholars.table.js';
import {
  checkCategory,
  checkCount,
  checkDate,
  checkEmail,
  checkGender,
  checkHours,
  checkName,
  checkOfficeCode,
  checkOfficeName,
  checkScholarStatus,
  STAFF_OFFICE_REQUIRED,
  type FieldCheck,
} from './import-fields.js';
import type { CellError, ColumnOf, ImportCells, ImportKind, ImportRow } from './import-kinds.js';

export interface OfficeImportRow {
  name: string;
  code: string;
}
export interface StaffImportRow {
  email: string;
  firstname: string;
  lastname: string;
  officeName: string;
}
export interface StudentImportRow {
  email: string;
  firstname: string;
  lastname: string;
  gender: string | null;
}
export interface ScholarImportRow {
  email: string;
  firstname: string;
  lastname: string;
  officeName: string;
  program: ApplicationPosition;
  status: ScholarStatus;
  startedOn: string;
  confirmedHours: number;
  termsServed: number;
}

/** The typed row of each kind, once every cell passed. */
export interface ImportRowValue {
  offices: OfficeImportRow;
  office_staff: StaffImportRow;
  students: StudentImportRow;
  scholars: ScholarImportRow;
}

export type RowCheck<K extends ImportKind> =
  { value: ImportRowValue[K] } | { errors: Array<CellError<K>> };

/**
 * Checks each cell of a row against its column's rule and gathers every
 * problem, so one upload shows all there is to fix.
 */
class RowChecker<K extends ImportKind> {
  readonly errors: Array<CellError<K>> = [];

  constructor(private readonly cells: ImportCells<K>) {}

  take<T>(column: ColumnOf<K>, check: (text: string) => FieldCheck<T>): T {
    const result = check(this.cells[column]);
    if ('message' in result) {
      this.errors.push({ column, message: result.message });
      return undefined as T;
    }
    return result.value;
  }

  result(value: ImportRowValue[K]): RowCheck<K> {
    return this.errors.length > 0 ? { errors: this.errors } : { value };
  }
}

type Checks = { [K in ImportKind]: (row: RowChecker<K>) => RowCheck<K> };

const person = <K extends 'office_staff' | 'students' | 'scholars'>(row: RowChecker<K>) => ({
  email: row.take('email' as ColumnOf<K>, checkEmail),
  firstname: row.take('firstname' as ColumnOf<K>, (t) => checkName(t, 'First name')),
  lastname: row.take('lastname' as ColumnOf<K>, (t) => checkName(t, 'Last name')),
});

const CHECKS: Checks = {
  offices: (row) =>
    row.result({
      name: row.take('name', (t) => checkOfficeName(t, 'Office name is required')),
      code: row.take('code', checkOfficeCode),
    }),
  office_staff: (row) =>
    row.result({
      ...person(row),
      officeName: row.take('office', (t) => checkOfficeName(t, STAFF_OFFICE_REQUIRED)),
    }),
  students: (row) => row.result({ ...person(row), gender: row.take('gender', checkGender) }),
  scholars: (row) =>
    row.result({
      ...person(row),
      officeName: row.take('office', (t) => checkOfficeName(t, 'Office is required')),
      program: row.take('category', checkCategory),
      status: row.take('status', checkScholarStatus),
      startedOn: row.take('startDate', (t) => checkDate(t, 'Start date is required')),
      confirmedHours: row.take('confirmedHours', (t) => checkHours(t, 'Confirmed training hours')),
      termsServed: row.take('termsServed', (t) => checkCount(t, 'Terms served')),
    }),
};

/** One row of a kind: its typed value, or every cell in error with its message. */
export function checkRow<K extends ImportKind>(kind: K, cells: ImportCells<K>): RowCheck<K> {
  const check = CHECKS[kind] as (row: RowChecker<K>) => RowCheck<K>;
  return check(new RowChecker(cells));
}

export interface CheckedRow<K extends ImportKind> {
  row: number;
  value: ImportRowValue[K];
  /** The cells as the file has them (for the file of rows to fix, should the database refuse the row). */
  cells: ImportCells<K>;
}

export interface RowInError<K extends ImportKind> {
  row: number;
  /** The cells as the file has them, for the file of rows to fix. */
  cells: ImportCells<K>;
  errors: Array<CellError<K>>;
}

export interface FileCheck<K extends ImportKind> {
  valid: Array<CheckedRow<K>>;
  invalid: Array<RowInError<K>>;
}

/** What identifies a row inside one file: two rows may not share it (case and spacing aside). */
const KEYS: { [K in ImportKind]: ReadonlyArray<{ column: ColumnOf<K>; label: string }> } = {
  offices: [
    { column: 'name', label: 'office name' },
    { column: 'code', label: 'code' },
  ],
  office_staff: [{ column: 'email', label: 'email' }],
  students: [{ column: 'email', label: 'email' }],
  scholars: [{ column: 'email', label: 'email' }],
};

const keyOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** "rows 3 and 7", "rows 3, 7 and 9" */
function rowList(rows: number[]): string {
  const last = rows[rows.length - 1];
  return `rows ${rows.slice(0, -1).join(', ')} and ${last}`;
}

/** Errors of the rows that repeat another row's key, by row number. */
export type Duplicates<K extends ImportKind> = Map<number, Array<CellError<K>>>;

/**
 * The rows that repeat an e-mail (or an office name or code), each flagged
 * naming all their rows: from the rows' keys alone, so a file can be read
 * for them without being kept.
 */
export async function findDuplicates<K extends ImportKind>(
  kind: K,
  rows: AsyncIterable<ImportRow<K>> | Iterable<ImportRow<K>>,
): Promise<Duplicates<K>> {
  const keys = KEYS[kind] as ReadonlyArray<{ column: ColumnOf<K>; label: string }>;
  const rowsOf = keys.map(() => new Map<string, number[]>());
  for await (const row of rows)
    keys.forEach(({ column }, i) => {
      const key = keyOf(row.cells[column]);
      if (key !== '') rowsOf[i]!.set(key, [...(rowsOf[i]!.get(key) ?? []), row.row]);
    });
  const extra: Duplicates<K> = new Map();
  keys.forEach(({ column, label }, i) => {
    for (const numbers of rowsOf[i]!.values()) {
      if (numbers.length < 2) continue;
      const message = `Duplicate: the same ${label} is on ${rowList(numbers)}`;
      for (const number of numbers)
        extra.set(number, [...(extra.get(number) ?? []), { column, message }]);
    }
  });
  return extra;
}

/** One row checked on its own, with the file's duplicates, into `check`. */
function sortRow<K extends ImportKind>(
  kind: K,
  row: ImportRow<K>,
  duplicates: Duplicates<K>,
  check: FileCheck<K>,
): void {
  const result = checkRow(kind, row.cells);
  // A cell the reader refused (a formula) is reported once, by the reader.
  const read = new Set((row.errors ?? []).map((e) => e.column));
  const errors = [
    ...(row.errors ?? []),
    ...('errors' in result ? result.errors.filter((e) => !read.has(e.column)) : []),
    ...(duplicates.get(row.row) ?? []),
  ];
  if (errors.length > 0) check.invalid.push({ row: row.row, cells: row.cells, errors });
  else if ('value' in result)
    check.valid.push({ row: row.row, value: result.value, cells: row.cells });
}

/**
 * Every row of a file: each checked on its own, then the rows that repeat an
 * e-mail (or an office name or code) flagged on each of them, naming all
 * their rows. The file is kept whole: `checkedBatches` reads a long one
 * without.
 */
export async function checkImportRows<K extends ImportKind>(
  kind: K,
  rows: AsyncIterable<ImportRow<K>> | Iterable<ImportRow<K>>,
): Promise<FileCheck<K>> {
  const seen: Array<ImportRow<K>> = [];
  for await (const row of rows) seen.push(row);
  const duplicates = await findDuplicates(kind, seen);
  const check: FileCheck<K> = { valid: [], invalid: [] };
  for (const row of seen) sortRow(kind, row, duplicates, check);
  return check;
}

/**
 * The rows of a file checked as `checkImportRows` does, handed over `size`
 * at a time: `read` opens the file anew, once for the duplicates (unless
 * they are given) and once for the rows, so only a batch is held.
 */
export async function* checkedBatches<K extends ImportKind>(
  kind: K,
  read: () => AsyncIterable<ImportRow<K>>,
  size: number,
  known?: Duplicates<K>,
): AsyncGenerator<FileCheck<K>> {
  const duplicates = known ?? (await findDuplicates(kind, read()));
  let batch: FileCheck<K> = { valid: [], invalid: [] };
  let count = 0;
  for await (const row of read()) {
    sortRow(kind, row, duplicates, batch);
    if (++count < size) continue;
    yield batch;
    batch = { valid: [], invalid: [] };
    count = 0;
  }
  if (count > 0) yield batch;
}
