/**
 * Reading a grade slip by where its words are (issue #34): the header row names
 * the columns and where they stand; each word below it goes to the column its
 * position falls in and to the row whose numbers it stands beside, so a name
 * wrapped onto two lines stays one cell and a misread number cannot shift the
 * others into the wrong column. A cell OCR or the parser is unsure of is named
 * in its row's `uncertain`.
 */
import {
  CELLS,
  DEFAULT_UNITS,
  isPlaceholder,
  facultyName,
  gradeOf,
  numberOf,
  parseGradeSlip,
  parseMeta,
} from './index.js';
import { headerOf, SUMMARY } from './header.js';
import { bare, statusOf, tidyName, tidySubject } from './tidy.js';

/** Below this OCR confidence (0–100) a word's cell is marked uncertain. */
const SURE = 80;

const TEXT_COLUMNS = new Set(['subject', 'faculty', 'status', 'other']);

/** @typedef {{ text: string, bbox: { x0: number, y0: number, x1: number, y1: number }, confidence: number }} Word */
/** @typedef {{ words: Word[], baseline?: { x0: number, y0: number, x1: number, y1: number } }} OcrLine */

const centreY = (word) => (word.bbox.y0 + word.bbox.y1) / 2;
const heightOf = (word) => word.bbox.y1 - word.bbox.y0;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Each word's height on the page as if the page were level: its centre moved
 * along the slope of the line OCR found it in (a photographed page leans
 * differently at its top and bottom), to the page's middle. A word whose box
 * OCR gave a sliver of its line's height ("1" one pixel high) stands half a
 * letter above the line's baseline.
 */
function levelled(ocrLines) {
  const words = ocrLines.flatMap((line) => line.words);
  const middle = median(words.map((word) => (word.bbox.x0 + word.bbox.x1) / 2));
  return ocrLines.flatMap(({ baseline, words: lineWords }) => {
    const run = baseline ? baseline.x1 - baseline.x0 : 0;
    const slope = run > 0 ? (baseline.y1 - baseline.y0) / run : 0;
    const typical = median(lineWords.filter((word) => /[A-Za-z0-9]/.test(word.text)).map(heightOf));
    return lineWords.map((word) => {
      const x = (word.bbox.x0 + word.bbox.x1) / 2;
      const centre =
        baseline && heightOf(word) < typical / 4
          ? baseline.y0 + slope * (x - baseline.x0) - typical / 2
          : centreY(word);
      return { ...word, y: centre - slope * (x - middle) };
    });
  });
}

/** Words in lines, top to bottom, each left to right: a word joins the line its level height falls in. */
function linesOf(words, glyph) {
  const lines = [];
  for (const word of [...words].sort((a, b) => a.y - b.y)) {
    const line = lines.find((candidate) => Math.abs(candidate.y - word.y) < glyph * 0.6);
    if (line) {
      line.words.push(word);
      line.y = median(line.words.map((each) => each.y));
    } else lines.push({ y: word.y, words: [word] });
  }
  for (const line of lines) line.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
  return lines.sort((a, b) => a.y - b.y);
}

/**
 * Where one column ends and the next begins: text starts under its label's
 * left edge; numbers end under their label's right edge and may reach further
 * left than a short label ("1").
 */
function boundariesOf(columns, glyph) {
  const numberWidth = glyph * 2.4;
  return columns.slice(0, -1).map((column, i) => {
    const next = columns[i + 1];
    const nextStart = TEXT_COLUMNS.has(next.kind)
      ? next.x0 - glyph * 0.5
      : Math.min(next.x0, next.x1 - numberWidth);
    if (TEXT_COLUMNS.has(column.kind)) return nextStart;
    return Math.max(column.x1 + glyph * 0.3, Math.min(nextStart, (column.x1 + next.x0) / 2));
  });
}

function columnOf(word, columns, boundaries) {
  const centre = (word.bbox.x0 + word.bbox.x1) / 2;
  let index = 0;
  while (index < boundaries.length && centre >= boundaries[index]) index += 1;
  // A text word is placed by where it starts (a long word may lean over the line).
  if (!/\d/.test(word.text)) {
    let start = 0;
    while (start < boundaries.length && word.bbox.x0 >= boundaries[start]) start += 1;
    if (TEXT_COLUMNS.has(columns[start].kind)) index = start;
  }
  return columns[index];
}

/** The columns that hold numbers. */
export const NUMERIC = new Set(['one', 'two', 'final', 'units']);

/** A number as it is printed in a grade or units column, OCR's usual slips forgiven. */
function cellNumber(text, kind) {
  const cleaned = text.replace(/[|[\]{}()'"`’‘,;:°*]+$/g, '').replace(/^[|[\]{}()'"`’‘.,;:*]+/, '');
  let value = numberOf(cleaned);
  if (value === undefined) return undefined;
  if (kind === 'units' && value >= 10 && /^\d{3}$/.test(cleaned.replace(/[Oo]/g, '0')))
    value /= 100;
  return value;
}

/** The rows below the header: each anchored where its numbers stand. */
function tableOf(lines, header, boundaries, glyph) {
  const body = [];
  for (const line of lines.slice(header.index + 1)) {
    if (SUMMARY.test(line.words.map((word) => word.text).join(' '))) break;
    for (const word of line.words) {
      if (!/[A-Za-z0-9]/.test(word.text) && !isPlaceholder(word.text)) continue;
      body.push({ word, line, column: columnOf(word, header.columns, boundaries) });
    }
  }
  // A line with a short word in two number columns is a row whose numbers OCR misread ("CE").
  const garbled = new Set(
    [...new Set(body.map((item) => item.line))].filter(
      (line) =>
        new Set(
          body
            .filter(
              (item) =>
                item.line === line &&
                NUMERIC.has(item.column.kind) &&
                /^[A-Za-z0-9]{1,4}$/.test(item.word.text),
            )
            .map((item) => item.column.kind),
        ).size >= 2,
    ),
  );
  const anchors = [];
  for (const item of body) {
    if (!NUMERIC.has(item.column.kind)) continue;
    if (
      cellNumber(item.word.text, item.column.kind) === undefined &&
      !isPlaceholder(item.word.text) &&
      !garbled.has(item.line)
    )
      continue;
    const anchor = anchors.find((candidate) => Math.abs(candidate.y - item.line.y) < glyph * 0.6);
    if (!anchor) anchors.push({ y: item.line.y, items: [] });
  }
  anchors.sort((a, b) => a.y - b.y);
  if (anchors.length === 0) return [];
  for (const item of body) {
    let nearest = anchors[0];
    for (const anchor of anchors)
      if (Math.abs(anchor.y - item.line.y) < Math.abs(nearest.y - item.line.y)) nearest = anchor;
    // Text far above the first row or below the last is no part of the table.
    if (Math.abs(nearest.y - item.line.y) > glyph * 3.5) continue;
    nearest.items.push(item);
  }
  for (const anchor of anchors) {
    splitTextAtGaps(anchor.items, header.columns, glyph);
    orderNumbers(anchor.items, header.columns);
  }
  return anchors.map((anchor) => rowOf(anchor.items, header.columns, boundaries));
}

/**
 * Two text columns side by side (Subject, Faculty) split, line by line, at
 * the widest gap between their words when it is wider than a space: on a
 * photographed page the columns lean, and a boundary set at the header misses.
 */
function splitTextAtGaps(items, columns, glyph) {
  columns.forEach((left, i) => {
    const right = columns[i + 1];
    if (!right || !TEXT_COLUMNS.has(left.kind) || !TEXT_COLUMNS.has(right.kind)) return;
    const byLine = new Map();
    for (const item of items)
      if (item.column === left || item.column === right)
        byLine.set(item.line, [...(byLine.get(item.line) ?? []), item]);
    for (const lineItems of byLine.values()) {
      lineItems.sort((a, b) => a.word.bbox.x0 - b.word.bbox.x0);
      let widest = 0;
      let at = -1;
      for (let k = 1; k < lineItems.length; k += 1) {
        const gap = lineItems[k].word.bbox.x0 - lineItems[k - 1].word.bbox.x1;
        if (gap > widest) [widest, at] = [gap, k];
      }
      if (widest < glyph * 1.2) continue;
      lineItems.forEach((item, k) => (item.column = k < at ? left : right));
    }
  });
}

/**
 * A row's numbers given to the number columns in order, when there are as
 * many of each: a leaning column cannot move a grade into its neighbour's.
 */
function orderNumbers(items, columns) {
  const numberColumns = columns.filter((column) => NUMERIC.has(column.kind));
  const numbers = items
    .filter(
      (item) =>
        NUMERIC.has(item.column.kind) &&
        (cellNumber(item.word.text, item.column.kind) !== undefined ||
          isPlaceholder(item.word.text)),
    )
    .sort((a, b) => a.word.bbox.x0 - b.word.bbox.x0);
  if (numbers.length !== numberColumns.length) return;
  numbers.forEach((item, k) => (item.column = numberColumns[k]));
}

function textOf(items) {
  const words = items
    .sort((a, b) => a.line.y - b.line.y || a.word.bbox.x0 - b.word.bbox.x0)
    .map((item) => item.word.text.replace(/^[|[\]{}~_©®“”"'’‘`]+|[|[\]{}~_©®“”"`]+$/g, ''))
    .filter((text) => /[A-Za-z0-9]/.test(text));
  // A name broken at its hyphen ("SAN JUAN-" / "DIMAGUILA,") is one word again.
  return words.join(' ').replace(/- /g, '-').replace(/\s+/g, ' ').trim();
}

/** The box of each cell: its words' together, or an empty number cell's column beside the row's numbers. */
function boxesOf(cells, columns, boundaries) {
  const boxes = {};
  const union = (words) => ({
    x0: Math.min(...words.map((word) => word.bbox.x0)),
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    x1: Math.max(...words.map((word) => word.bbox.x1)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  });
  for (const [kind, cellItems] of cells) boxes[kind] = union(cellItems.map((item) => item.word));
  const numbers = [...cells]
    .filter(([kind]) => NUMERIC.has(kind))
    .flatMap(([, cellItems]) => cellItems);
  if (numbers.length === 0) return boxes;
  const row = union(numbers.map((item) => item.word));
  columns.forEach((column, i) => {
    if (!NUMERIC.has(column.kind) || boxes[column.kind]) return;
    const x0 = boundaries[i - 1] ?? column.x0;
    const x1 = boundaries[i] ?? column.x1;
    boxes[column.kind] = { x0, y0: row.y0, x1, y1: row.y1 };
  });
  return boxes;
}

/** A cell's value from its text, as the row's own words give it; undefined when it holds none. */
export function cellValue(kind, text) {
  if (NUMERIC.has(kind)) {
    const valid = (token) => {
      const value = cellNumber(token, kind);
      if (kind === 'units') return value > 0 && value <= 12 ? value : undefined;
      return gradeOf(value) ?? undefined;
    };
    // The number split by a space ("9 3"), else the one number among specks ("- 80").
    const whole = valid(text.replace(/\s+/g, ''));
    if (whole !== undefined) return whole;
    const values = text
      .split(/\s+/)
      .map(valid)
      .filter((value) => value !== undefined);
    return values.length === 1 ? values[0] : undefined;
  }
  // A name broken at its hyphen is one word again, as in a row's own words.
  const words = text.replace(/\s+/g, ' ').replace(/- /g, '-').trim();
  if (kind === 'subject') return tidySubject(words) || undefined;
  if (kind === 'faculty') return words ? facultyName(tidyName(words)) : undefined;
  if (kind === 'status') return statusOf(words) || undefined;
  return undefined;
}

function rowOf(items, columns, boundaries) {
  const cells = new Map();
  for (const item of items)
    cells.set(item.column.kind, [...(cells.get(item.column.kind) ?? []), item]);
  const uncertain = new Set();
  const doubt = (kind, cellItems) => {
    if (!cellItems?.length || cellItems.some((item) => item.word.confidence < SURE))
      uncertain.add(kind);
  };
  const number = (kind) => {
    const cellItems = cells.get(kind) ?? [];
    doubt(kind, cellItems);
    const values = cellItems
      .map((item) => cellNumber(item.word.text, kind))
      .filter((value) => value !== undefined);
    if (values.length !== 1) {
      if (values.length > 1) uncertain.add(kind);
      return undefined;
    }
    return values[0];
  };
  const grade = (kind) => {
    const value = number(kind);
    const checked = gradeOf(value);
    if (value !== undefined && checked === null) uncertain.add(kind);
    return checked;
  };
  const one = grade('one');
  const two = grade('two');
  const final = grade('final');
  let units = number('units');
  if (units === undefined || units <= 0 || units > 12) {
    uncertain.add('units');
    units = DEFAULT_UNITS;
  }
  const subjectItems = cells.get('subject') ?? [];
  const facultyItems = cells.get('faculty') ?? [];
  const statusItems = cells.get('status') ?? [];
  doubt('subject', subjectItems);
  if (cells.has('faculty')) doubt('faculty', facultyItems);
  doubt('status', statusItems);
  return {
    subject: tidySubject(textOf(subjectItems)),
    faculty: facultyItems.length ? facultyName(tidyName(textOf(facultyItems))) : '',
    one,
    two,
    final,
    units,
    status: statusOf(textOf(statusItems)),
    raw: items.map((item) => item.word.text).join(' '),
    uncertain: [...uncertain],
    confidence: Object.fromEntries(
      [...cells].map(([kind, cellItems]) => [
        kind,
        Math.min(...cellItems.map((item) => item.word.confidence)),
      ]),
    ),
    boxes: boxesOf(cells, columns, boundaries),
  };
}

/**
 * The rows and meta of a slip from OCR's lines of words with their boxes (and
 * each line's baseline), or undefined when no header row is found (the text
 * parser is then the fallback).
 */
export function parseGradeWords({ text, lines: ocrLines }) {
  const readable = levelled(ocrLines).filter((word) => word.text.trim() !== '');
  if (readable.length === 0) return undefined;
  const glyph = median(readable.map(heightOf));
  const lines = linesOf(readable, glyph);
  const header = headerOf(lines, glyph);
  if (!header) return undefined;
  const boundaries = boundariesOf(header.columns, glyph);
  const rows = tableOf(lines, header, boundaries, glyph).filter(
    (row) => row.subject !== '' || row.final !== null,
  );
  if (rows.length === 0) return undefined;
  // Where each column stands across the page, between its neighbours' boundaries.
  const columns = header.columns.map((column, i) => ({
    kind: column.kind,
    x0: boundaries[i - 1] ?? 0,
    x1: boundaries[i] ?? Infinity,
  }));
  return { rows, meta: parseMeta(text), columns };
}

/** tesseract.js's lines of words (its `blocks` output), in reading order. */
export const ocrLinesOf = ({ blocks }) =>
  (blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));

/**
 * What tesseract.js recognised (its page, read with the `blocks` output) as
 * a slip: by the words' places when a header row is found, else by the text's
 * lines. Throws as parseGradeSlip does when no row is found.
 */
export function parseOcrPage({ text, blocks }) {
  const lines = ocrLinesOf({ blocks });
  const byPlace = parseGradeWords({ text, lines });
  if (byPlace) return byPlace;
  const { rows, meta } = parseGradeSlip(text);
  const withFaculty = rows.some((row) => row.faculty !== '');
  return { rows: rows.map((row) => withDoubts(row, lines, withFaculty)), meta };
}

/**
 * A row the line parser read, its doubtful cells named as the layout parser
 * names them: a cell left empty (units not on the line, so left at their
 * default), or one holding a word OCR was unsure of on the row's line.
 */
function withDoubts(row, lines, withFaculty) {
  const words = lines.find(
    (line) => line.words.map((word) => word.text).join(' ') === row.raw.trim(),
  )?.words;
  const unsure = new Set(
    (words ?? []).filter((word) => word.confidence < SURE).map((word) => bare(word.text)),
  );
  const doubtful = (value) => {
    const parts = String(value ?? '')
      .split(' ')
      .filter(Boolean);
    return parts.length === 0 || parts.some((part) => unsure.has(bare(part)));
  };
  const cells = CELLS.filter((cell) => cell !== 'units' && (withFaculty || cell !== 'faculty'));
  const uncertain = cells.filter((cell) => doubtful(row[cell]));
  const tokens = row.raw.split(/\s+/).map(bare);
  const units = [row.units.toFixed(2), String(Math.round(row.units * 100))];
  if (!units.some((printed) => tokens.includes(printed)) || doubtful(row.units.toFixed(2)))
    uncertain.push('units');
  return { ...row, uncertain };
}
