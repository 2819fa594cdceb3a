/**
 * CSV as RFC 4180 describes it (CRLF lines, fields quoted when they hold a
 * comma, quote or line break, quotes doubled), safe to open in a spreadsheet:
 * a text cell starting with = + - @ (or a tab / carriage return) is prefixed
 * with a quote so it is never run as a formula.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
