/**
 * CSV as RFC 4180 describes it (CRLF lines, fields quoted when they hold a
 * comma, quote or line break, quotes doubled), safe to open in a spreadsheet:
 * a text cell starting with = + - @ (or a tab / carriage return) is prefixed
 * with a quote so it is never run as a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: blank for null and undefined; numbers stay numbers (a negative figure is one). */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows, header first, as one CSV text ending in CRLF. */
export function toCsv(rows) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
