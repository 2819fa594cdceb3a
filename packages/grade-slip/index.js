/**
 * Reading a grade slip (A§2.3 Improve scan): the best-effort parse of OCR text
 * into rows (Subject, Faculty, 1, 2, Final, Units, Status) and the slip's meta
 * (level, date, enrolledBy, generalAvg, program, averages); the CSV export; and
 * the share of cells read right, which the accuracy test and the bench report.
 */

import { toCsv } from '@sasm/csv';

/** A§9: grade values in parsing are accepted between 50 and 100; default units 3.00. */
export const GRADE_MIN = 50;
export const GRADE_MAX = 100;
export const DEFAULT_UNITS = 3;
/** Units above this are no units but a misread grade or code. */
const MAX_UNITS = 12;

export const CSV_HEADER = ['Subject', 'Faculty', '1', '2', 'Final', 'Units', 'Status'];

const META_LABELS = [
  ['enrolledBy', /\bEnroll?ed\s*by\s*[:;.]?/i],
  ['generalAvg', /\bGeneral\s*Ave(?:rage|\.)?\s*[:;.]?/i],
  ['averages', /\bAverages\s*[:;.]?/i],
  ['program', /\b(?:Program|Course)\s*[:;]/i],
  ['level', /\b(?:Year\s*)?Level\s*[:;]/i],
  ['date', /\bDate\s*[:;]/i],
];

const DASH = /^[-–—_~=]+$/;

/** A grade or units token as OCR may misread it: O for 0, l or I for 1, a comma for the point. */
export function numberOf(token) {
  const cleaned = token.replace(/^[([{'"`]+|[)\]}'"`:;]+$/g, '').replace(/\.$/, '');
  if (!/\d/.test(cleaned)) return undefined;
  const fixed = cleaned.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1').replace(',', '.');
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(fixed)) return undefined;
  return Number(fixed);
}

/** A dash or rule standing for an empty grade. */
export const isPlaceholder = (token) => DASH.test(token);
const isNumeric = (token) => isPlaceholder(token) || numberOf(token) !== undefined;

/** A grade within 50–100, else blank. */
export function gradeOf(value) {
  return typeof value === 'number' && value >= GRADE_MIN && value <= GRADE_MAX ? value : null;
}

function cleanLine(line) {
  return line
    .replace(/[|¦[{}]/g, ' ')
    .replace(/(?<!,\s*)\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// The teacher as slips print them: SURNAME, F. (surname in capitals, initials after a comma).
const FACULTY = /((?:[A-Z][A-Z'.-]+\s+)*[A-Z][A-Z'-]+\s*[,.]\s*(?:[A-Z][A-Za-z]*\.?\s*){1,3})$/;

/** "REYES, A" → "REYES, A.": slips print initials with a point that OCR often drops. */
const initials = (names) => names.replace(/\b([A-Z])\b(?!\.)/g, '$1.');

/** "SANTOS , M" → "SANTOS, M.": the surname, its comma, the given names with their initials' points. */
export function facultyName(text) {
  return text
    .trim()
    .replace(/^(.*?)\s*[,.]\s*(.*)$/, (_, surname, names) => `${surname}, ${initials(names)}`)
    .replace(/\.(?=[A-Z])/g, '. ');
}

function splitSubject(line) {
  // OCR reads a lone J after the surname's comma as a bracket.
  const text = line.replace(/,\s*[\]}]\s*$/, ', J.');
  const match = FACULTY.exec(text);
  if (!match || match.index === 0) return { subject: text, faculty: '' };
  return {
    subject: text.slice(0, match.index).trim(),
    faculty: facultyName(match[1]),
  };
}

function metaKeyOf(line) {
  return META_LABELS.some(([, label]) => label.test(line));
}

const isHeader = (line) => /\bSubject\b/i.test(line) && /\b(Faculty|Units|Final)\b/i.test(line);

/** One row of the table, or undefined when the line is none. */
export function parseRow(line) {
  const raw = line;
  const tokens = cleanLine(line).split(' ').filter(Boolean);
  let end = tokens.length;
  while (end > 0 && !isNumeric(tokens[end - 1])) end -= 1;
  const statusTokens = tokens.slice(end);
  let start = end;
  while (start > 0 && isNumeric(tokens[start - 1])) start -= 1;
  let numbers = tokens.slice(start, end);
  if (!numbers.some((token) => numberOf(token) !== undefined)) return undefined;

  let units = DEFAULT_UNITS;
  const last = numbers.at(-1);
  let lastValue = numberOf(last);
  // "3.00" read without its point ("300"); a lone 100 may be a final grade of 100.
  if (lastValue > MAX_UNITS && /^\d[05]0$/.test(last) && (numbers.length >= 4 || lastValue !== 100))
    lastValue /= 100;
  if (lastValue !== undefined && lastValue > 0 && lastValue <= MAX_UNITS) {
    units = lastValue;
    numbers = numbers.slice(0, -1);
  } else if (isPlaceholder(last) && numbers.length === 4) {
    numbers = numbers.slice(0, -1);
  }
  // More than three grades: the leading numbers belong to the subject (a course number).
  const extra = Math.max(0, numbers.length - 3);
  const textTokens = tokens.slice(0, start + extra);
  const grades = numbers.slice(extra).map((token) => gradeOf(numberOf(token)));
  const text = textTokens.join(' ').trim();
  if (!/[A-Za-z]{2}/.test(text)) return undefined;
  const { subject, faculty } = splitSubject(text);
  return {
    subject,
    faculty,
    one: grades[0] ?? null,
    two: grades[1] ?? null,
    final: grades[2] ?? null,
    units,
    status: statusTokens
      .join(' ')
      .replace(/[^A-Za-z ]/g, '')
      .trim(),
    raw,
  };
}

/** The slip's labelled fields, wherever they are on a line ("Program: BSIT  Level: 3"). */
export function parseMeta(text) {
  const meta = {};
  for (const line of text.split(/\r?\n/)) {
    const found = [];
    for (const [key, label] of META_LABELS) {
      const match = label.exec(line);
      if (match && !found.some((other) => overlaps(other, match))) found.push({ key, match });
    }
    found.sort((a, b) => a.match.index - b.match.index);
    found.forEach(({ key, match }, index) => {
      const from = match.index + match[0].length;
      const to = found[index + 1]?.match.index ?? line.length;
      const value = cleanLine(line.slice(from, to));
      if (value && meta[key] === undefined) meta[key] = value;
    });
  }
  if (meta.generalAvg !== undefined) {
    const number = meta.generalAvg
      .split(' ')
      .map(numberOf)
      .find((value) => value !== undefined);
    meta.generalAvg = gradeOf(number);
  }
  return meta;
}

const overlaps = (a, match) =>
  match.index < a.match.index + a.match[0].length && a.match.index < match.index + match[0].length;

/**
 * Improve scan: the rows and meta of OCR text. Throws when no row is found,
 * which the page shows as 'Parse failed: …'.
 */
export function parseGradeSlip(text) {
  if (typeof text !== 'string' || text.trim() === '') throw new Error('There is no text to parse.');
  const rows = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || isHeader(line) || metaKeyOf(line)) continue;
    const row = parseRow(line);
    if (row) rows.push(row);
  }
  if (rows.length === 0) throw new Error('No grade rows were found in the text.');
  return { rows, meta: parseMeta(text) };
}

/** Export CSV: the table's columns, units with two decimals. */
export function gradesCsv(rows) {
  const lines = [CSV_HEADER];
  for (const row of rows) {
    lines.push([
      row.subject,
      row.faculty,
      row.one,
      row.two,
      row.final,
      Number(row.units).toFixed(2),
      row.status,
    ]);
  }
  return toCsv(lines);
}

/** The cells a row is judged on. */
export const CELLS = ['subject', 'faculty', 'one', 'two', 'final', 'units', 'status'];

const sameText = (a, b) =>
  String(a ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const sameCell = (a, b) =>
  typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : sameText(a, b);

/**
 * How many cells of the true rows the parsed rows got right: a true row is
 * paired with the parsed row of the same subject, else the one left at its place.
 * `cells` are the columns judged (a slip without a Faculty column has none to read).
 * `flagged`: the wrong cells the parse marked uncertain (a row's `uncertain`).
 */
export function cellAccuracy(truth, parsed, cells = CELLS) {
  const left = [...parsed];
  const take = (match) => {
    if (match) left[left.indexOf(match)] = undefined;
    return match;
  };
  // Every row that has its subject first, so a row read wrong takes no other row's pair.
  const pairs = truth.map((row) =>
    take(left.find((candidate) => candidate && sameText(candidate.subject, row.subject))),
  );
  truth.forEach((_, index) => {
    pairs[index] ??= take(left[index] ?? undefined);
  });
  let right = 0;
  let flagged = 0;
  truth.forEach((row, index) => {
    const match = pairs[index];
    if (!match) return;
    for (const cell of cells) {
      if (sameCell(row[cell], match[cell])) right += 1;
      else if (match.uncertain?.includes(cell)) flagged += 1;
    }
  });
  const total = truth.length * cells.length;
  return { right, total, flagged, share: total === 0 ? 1 : right / total };
}
