/**
 * The second look at a slip (issue #34): each cell the first reading doubts is
 * cut out of the prepared picture and read again alone, with only the
 * characters its column can hold (digits for a grade, letters for a status).
 * The new reading replaces the first where it gives a value the first did not,
 * or the same kind of value more surely; where both readings agree the cell is
 * no longer doubted.
 */
import { cellValue, NUMERIC, ocrLinesOf, parseOcrPage } from './layout.js';
import { median } from './pixels.js';
import { pgmOf } from './prepare.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The characters each column may hold; a cell of another column is not read again. */
const CHARACTERS = {
  one: '0123456789-',
  two: '0123456789-',
  final: '0123456789-',
  units: '0123456789.',
  status: LETTERS,
  // A space too: without it the engine runs the words together.
  faculty: `${LETTERS} ,.-'`,
  subject: `${LETTERS}0123456789 -,.&'()/:`,
};

/**
 * Tesseract's page segmentation: one line of text; a block of lines (a
 * number's cell too: a speck or what is left of a rule above the number
 * makes a one-line reading give nothing).
 */
const ONE_LINE = '7';
const BLOCK = '6';

/** Text columns whose names wrap onto more lines. */
const WRAPPING = ['subject', 'faculty'];

/** Below this confidence (0–100) the second reading alone does not clear a doubt. */
const SURE = 80;

/** `box` widened by `padX` and `padY` of the page, set in `margin` of white. */
function cutOut(image, box, padX, padY, margin) {
  const x0 = Math.max(0, Math.floor(box.x0) - padX);
  const y0 = Math.max(0, Math.floor(box.y0) - padY);
  const x1 = Math.min(image.width, Math.ceil(box.x1) + padX);
  const y1 = Math.min(image.height, Math.ceil(box.y1) + padY);
  const width = x1 - x0 + margin * 2;
  const height = y1 - y0 + margin * 2;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = y0; y < y1; y += 1) {
    const from = y * image.width;
    data.set(image.data.subarray(from + x0, from + x1), (y - y0 + margin) * width + margin);
  }
  // Where the picture's (0, 0) falls in the page's coordinates.
  return { image: { width, height, data }, left: x0 - margin, top: y0 - margin };
}

/**
 * The cell's box cut from the picture with a margin of its own page around it:
 * Tesseract reads a word best with white space about it.
 */
export function cellPicture(image, box) {
  const height = Math.max(1, box.y1 - box.y0);
  return cutOut(
    image,
    box,
    Math.round(height * 0.4),
    Math.round(height * 0.3),
    Math.round(height * 0.6),
  ).image;
}

const lineHeight = (box) => box.y1 - box.y0;

/** A cell wrapped onto more lines than one, against the table's typical line. */
const wrapped = (box, typical) => lineHeight(box) > typical * 1.6;

/**
 * `recognise(pgm, parameters)` reads one cell's picture with those Tesseract
 * parameters and answers its text and confidence. The rows come back with the
 * cells read again; nothing else changes.
 */
async function withDoubtsReread(rows, image, recognise, typical) {
  const reread = [];
  for (const row of rows) {
    const cells = { ...row };
    const uncertain = new Set(row.uncertain ?? []);
    for (const kind of row.uncertain ?? []) {
      const box = row.boxes?.[kind];
      if (!box || !CHARACTERS[kind]) continue;
      // A name wrapped onto a second line is read better with the page around it.
      if (wrapped(box, typical)) continue;
      const { text, confidence } = await recognise(pgmOf(cellPicture(image, box)), {
        tessedit_pageseg_mode: NUMERIC.has(kind) ? BLOCK : ONE_LINE,
        tessedit_char_whitelist: CHARACTERS[kind],
      });
      const value = cellValue(kind, text);
      if (value === undefined) continue;
      const first = cellValue(kind, String(row[kind] ?? ''));
      if (value === row[kind]) {
        if (confidence >= SURE) uncertain.delete(kind);
      } else if (replaces(kind, first, confidence, row.confidence?.[kind] ?? 0)) {
        cells[kind] = value;
      }
    }
    reread.push({ ...cells, uncertain: [...uncertain] });
  }
  return reread;
}

/**
 * A number the first reading lost is taken from the second whatever its
 * confidence (the column allows only digits); a number read both times, or a
 * text, from the surer reading, and a text only from a sure one.
 */
function replaces(kind, first, confidence, firstConfidence) {
  if (NUMERIC.has(kind) && first === undefined) return true;
  return confidence > firstConfidence && (NUMERIC.has(kind) || confidence >= SURE);
}

/** A row's extent down the page: all its cells' boxes together. */
function spanOf(row) {
  const boxes = Object.values(row.boxes ?? {});
  return {
    y0: Math.min(...boxes.map((box) => box.y0)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

/**
 * A text column with a wrapped cell the first reading doubts, read again whole:
 * cut out between its neighbours' boundaries from the first row to the last and
 * read as one block, so no line of a name is taken for a line of the next
 * column's (the page's reading joins words of different columns whose lines
 * stand at different heights). Each word goes to the row whose extent holds it;
 * a doubted cell takes the new text where its least sure word is surer than the
 * first reading's.
 */
async function withColumnsReread(slip, image, recognise, typical) {
  let rows = slip.rows;
  for (const column of slip.columns ?? []) {
    const kind = column.kind;
    if (!WRAPPING.includes(kind)) continue;
    const wrappedDoubt = rows.some(
      (row) =>
        row.uncertain?.includes(kind) && row.boxes?.[kind] && wrapped(row.boxes[kind], typical),
    );
    if (!wrappedDoubt) continue;
    const spans = rows.map(spanOf);
    const strip = {
      x0: column.x0,
      x1: Math.min(column.x1, image.width),
      y0: Math.min(...spans.map((span) => span.y0)),
      y1: Math.max(...spans.map((span) => span.y1)),
    };
    const margin = Math.round(typical);
    const cut = cutOut(image, strip, 0, Math.round(typical / 2), margin);
    const page = await recognise(
      pgmOf(cut.image),
      { tessedit_pageseg_mode: BLOCK, tessedit_char_whitelist: CHARACTERS[kind] },
      true,
    );
    const cells = rows.map(() => []);
    for (const word of ocrLinesOf(page).flatMap((line) => line.words)) {
      const centre = (word.bbox.y0 + word.bbox.y1) / 2 + cut.top;
      const gaps = spans.map((span) => Math.max(0, span.y0 - centre, centre - span.y1));
      const nearest = gaps.indexOf(Math.min(...gaps));
      if (gaps[nearest] <= typical / 2) cells[nearest].push(word);
    }
    rows = rows.map((row, i) => {
      if (!row.uncertain?.includes(kind) || cells[i].length === 0) return row;
      const value = cellValue(kind, cells[i].map((word) => word.text).join(' '));
      const least = Math.min(...cells[i].map((word) => word.confidence));
      if (value === undefined || least <= (row.confidence?.[kind] ?? 0)) return row;
      const uncertain =
        least >= SURE ? row.uncertain.filter((each) => each !== kind) : row.uncertain;
      return { ...row, [kind]: value, uncertain, confidence: { ...row.confidence, [kind]: least } };
    });
  }
  return rows;
}

/**
 * A slip read from its prepared picture, as the web client and the
 * measurement both read it: the whole page, then its doubtful cells again.
 * `recognise(pgm, parameters, words)` answers tesseract.js's page (with its
 * `blocks` when `words`). A page with no rows answers its text and why.
 */
export async function readGradeSlip(image, recognise) {
  const page = await recognise(pgmOf(image), {}, true);
  let slip;
  try {
    slip = parseOcrPage(page);
  } catch (failure) {
    return {
      text: page.text,
      failure: failure instanceof Error ? failure.message : String(failure),
    };
  }
  const typical =
    median(
      slip.rows.flatMap((row) => Object.values(row.boxes ?? {}).map(lineHeight)).filter(Boolean),
    ) ?? 0;
  const columns = await withColumnsReread(slip, image, recognise, typical);
  const rows = await withDoubtsReread(columns, image, recognise, typical);
  return { text: page.text, slip: { rows, meta: slip.meta } };
}
