import { toCsv } from '@sasm/csv';
import { headerOf, IMPORT_COLUMNS, type ImportColumn, type ImportKind } from './import-kinds.js';
import type { RowInError } from './import-rows.js';

/**
 * The rows in error as a CSV to fix and upload again: the template's columns
 * with the cells as the file had them, and an "errors" column ("Email: Invalid email address; Status: …"). `toCsv`
 * neutralises cells that would run as formulas.
 */
export function errorFileCsv<K extends ImportKind>(kind: K, rows: Array<RowInError<K>>): string {
  const columns = IMPORT_COLUMNS[kind] as readonly ImportColumn[];
  const header = [...columns.map((c) => c.header), 'errors'];
  const lines = rows.map((row) => {
    const cells = row.cells as Record<string, string>;
    const errors = row.errors.map((e) => `${headerOf(kind, e.column)}: ${e.message}`).join('; ');
    return [...columns.map((c) => cells[c.key] ?? ''), errors];
  });
  return '\ufeff' + toCsv([header, ...lines]);
}
