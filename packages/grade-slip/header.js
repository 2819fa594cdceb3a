/**
 * The header row of a grade slip's table (issue #34): which line it is, and
 * what each of its columns holds and where it stands. A label OCR misread is
 * told by a near spelling, or by the cells under it.
 */
import { bare, distance } from './tidy.js';

/** A line that sums the table up, below its last row. */
export const SUMMARY = /\b(average|gwa|weighted|total|gpa)\b/i;

/** What each column may be called, lower case; a column matching none is kept out. */
const LABELS = [
  [
    'subject',
    /^(subject|subjects|subject title|subject code|description|descriptive title|course|course title|course code|title)$/,
  ],
  ['faculty', /^(faculty|instructor|teacher|professor|adviser)$/],
  [
    'grade',
    /^(1|1st|ist|lst|2|2nd|3|3rd|prelim|prelims|midterm|midterms|mid|finals|final|grade|final grade|rating|final rating)$/,
  ],
  ['units', /^(units?|credits?|credit units|cr\.?)$/],
  ['status', /^(status|remarks?|result)$/],
];

/** Neighbouring words closer than a space joined: "Subject Title", "Final Grade". */
function phrasesOf(line, glyph) {
  const phrases = [];
  for (const word of line.words) {
    const last = phrases.at(-1);
    if (last && word.bbox.x0 - last.x1 < glyph * 0.8) {
      last.text += ` ${word.text}`;
      last.x1 = word.bbox.x1;
    } else phrases.push({ text: word.text, x0: word.bbox.x0, x1: word.bbox.x1 });
  }
  return phrases;
}

// Labels long enough to be told apart when OCR misreads a letter ("Facuity", "Stalus"), or
// two of seven or more ("Suyect").
const FUZZY_LABELS = [
  'subject',
  'faculty',
  'instructor',
  'teacher',
  'professor',
  'description',
  'midterm',
  'prelim',
  'finals',
  'grade',
  'rating',
  'units',
  'credits',
  'status',
  'remarks',
  'result',
];

function kindOf(label) {
  const text = bare(label);
  const exact = LABELS.find(([, pattern]) => pattern.test(text))?.[0];
  if (exact || text.includes(' ')) return exact;
  const near = FUZZY_LABELS.find(
    (word) => distance(text, word) <= (word.length >= 7 && text.length >= 5 ? 2 : 1),
  );
  return near && LABELS.find(([, pattern]) => pattern.test(near))?.[0];
}

/**
 * The header's columns, left to right, or undefined when no line reads as one:
 * grade columns and a subject or faculty column among three labels at least.
 * A label OCR could not read takes its kind from the cells under it.
 */
export function headerOf(lines, glyph) {
  let best;
  for (const [index, line] of lines.entries()) {
    // A label may hold two words ("Subject Title"), or a wrongly joined pair of labels.
    const columns = phrasesOf(line, glyph).flatMap((phrase) => {
      const kind = kindOf(phrase.text);
      if (kind) return [{ ...phrase, kind }];
      const parts = line.words.filter(
        (word) => word.bbox.x0 >= phrase.x0 && word.bbox.x1 <= phrase.x1,
      );
      return parts.map((word) => ({
        text: word.text,
        x0: word.bbox.x0,
        x1: word.bbox.x1,
        kind: kindOf(word.text) ?? 'other',
        confidence: word.confidence,
      }));
    });
    const known = columns.filter((column) => column.kind !== 'other');
    // A rule read as '|' is no column.
    const labelled = columns.filter((column) => /[A-Za-z0-9]/.test(column.text));
    const kinds = new Set(known.map((column) => column.kind));
    const named = kinds.has('subject') || kinds.has('faculty');
    if (!named || !kinds.has('grade') || known.length < 3) continue;
    if (!best || known.length > best.known)
      best = { index, columns: labelled, known: known.length };
  }
  if (!best) return undefined;
  const columns = best.columns.filter(
    (column, i, all) => column.kind !== 'other' || all.length < 12,
  );
  kindsFromCells(columns, lines.slice(best.index + 1), glyph);
  if (!columns.some((column) => column.kind === 'subject')) {
    // The subject's label unread: the first column, or one before the first, is the subject.
    if (columns[0].kind === 'other') columns[0].kind = 'subject';
    else columns.unshift({ text: '', x0: -Infinity, x1: -Infinity, kind: 'subject' });
  }
  nameGrades(columns);
  // A second Status-like column (Remarks beside Status) is not the status.
  const statuses = columns.filter((column) => column.kind === 'status');
  for (const extra of statuses.slice(1)) extra.kind = 'other';
  return { index: best.index, columns };
}

/** Below this OCR confidence an unknown word in the header may be a speck read as a label. */
const UNSURE_LABEL = 50;

const STATUS_WORD = /^(passed|failed|inc|incomplete|dropped|drp|withdrawn|ongoing|ip)$/;
const NAME_WORD = /^([A-Z][A-Z'-]+,?|[A-Z]\.,?)$/;
const WHOLE_GRADE = /^([5-9]\d|100)$/;
// "3.00", or "300" with its point lost.
const DECIMAL = /^(\d{1,2}\.\d{1,2}|\d[05]0)$/;

/**
 * Columns whose label OCR misread ("al" for "1", "Uni" for "Units") named by
 * the cells under them: mostly whole numbers, grades; mostly decimals, units
 * when there is no Units column yet (else grades on a 1.00–5.00 scale); mostly
 * pass or fail, the status. A word belongs to the label nearest it, within two
 * letters' height.
 */
function kindsFromCells(columns, body, glyph) {
  if (!columns.some((column) => column.kind === 'other')) return;
  const cells = columns.map(() => []);
  for (const line of body) {
    if (SUMMARY.test(line.words.map((word) => word.text).join(' '))) break;
    for (const word of line.words) {
      const centre = (word.bbox.x0 + word.bbox.x1) / 2;
      const gaps = columns.map((column) => Math.max(0, column.x0 - centre, centre - column.x1));
      const nearest = gaps.indexOf(Math.min(...gaps));
      if (gaps[nearest] <= glyph * 2) cells[nearest].push(word.text);
    }
  }
  const share = (texts, test, as = bare) =>
    texts.filter((text) => test.test(as(text))).length / texts.length;
  const has = (kind) => columns.some((each) => each.kind === kind);
  columns.forEach((column, i) => {
    const texts = cells[i];
    if (column.kind !== 'other' || texts.length < 2) return;
    if (share(texts, WHOLE_GRADE) >= 0.6) column.kind = 'grade';
    else if (share(texts, DECIMAL) >= 0.6) column.kind = has('units') ? 'grade' : 'units';
    else if (share(texts, STATUS_WORD) >= 0.6) column.kind = 'status';
    // Surnames in capitals and initials ("DELA CRUZ, M.") under a misread Faculty.
    else if (!has('faculty') && share(texts, NAME_WORD, (text) => text) >= 0.6)
      column.kind = 'faculty';
    // A speck read as a label ("Te", or a word OCR doubts) over the words of a subject: no column.
    else if (
      (bare(column.text).length <= 2 || column.confidence < UNSURE_LABEL) &&
      share(texts, /^[a-z]{3,}[.,]?$/) >= 0.5
    )
      column.kind = 'speck';
  });
  const specks = columns.filter((column) => column.kind === 'speck');
  for (const speck of specks) columns.splice(columns.indexOf(speck), 1);
}

/** Grade columns left to right: the last is the final grade, the first two the terms'. */
function nameGrades(columns) {
  const grades = columns.filter((column) => column.kind === 'grade');
  grades.forEach((column, i) => {
    column.kind = i === grades.length - 1 ? 'final' : i === 0 ? 'one' : i === 1 ? 'two' : 'other';
  });
}
