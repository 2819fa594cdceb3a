/**
 * The second look at a slip (issue #34): each cell the first reading doubts is
 * cut out of the prepared picture and read again alone, with only the
 * characters its column can hold (digits for a grade, letters for a status).
 * The new reading replaces the first where it gives a value the first did not,
 * or the same kind of value more surely; where both readings agree the cell is
 * no longer doubted.
 */
import { cellValue, parseOcrPage } from './layout.js';
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

/** Tesseract's page segmentation for one line of text. */
const ONE_LINE = '7';

/** Below this confidence (0–100) the second reading alone does not clear a doubt. */
const SURE = 80;

/**
 * The cell's box cut from the picture with a margin of its own page around it:
 * Tesseract reads a word best with white space about it.
 */
export function cellPicture(image, box) {
  const height = Math.max(1, box.y1 - box.y0);
  const padX = Math.round(height * 0.4);
  const padY = Math.round(height * 0.3);
  const x0 = Math.max(0, Math.floor(box.x0) - padX);
  const y0 = Math.max(0, Math.floor(box.y0) - padY);
  const x1 = Math.min(image.width, Math.ceil(box.x1) + padX);
  const y1 = Math.min(image.height, Math.ceil(box.y1) + padY);
  const margin = Math.round(height * 0.6);
  const width = x1 - x0 + margin * 2;
  const tall = y1 - y0 + margin * 2;
  const data = new Uint8Array(width * tall).fill(255);
  for (let y = y0; y < y1; y += 1) {
    const from = y * image.width;
    data.set(image.data.subarray(from + x0, from + x1), (y - y0 + margin) * width + margin);
  }
  return { width, height: tall, data };
}

const lineHeight = (box) => box.y1 - box.y0;

/**
 * `recognise(pgm, parameters)` reads one cell's picture with those Tesseract
 * parameters and answers its text and confidence. The rows come back with the
 * cells read again; nothing else changes.
 */
export async function withDoubtsReread(rows, image, recognise) {
  const typical = median(
    rows.flatMap((row) => Object.values(row.boxes ?? {}).map(lineHeight)).filter(Boolean),
  );
  const reread = [];
  for (const row of rows) {
    const cells = { ...row };
    const uncertain = new Set(row.uncertain ?? []);
    for (const kind of row.uncertain ?? []) {
      const box = row.boxes?.[kind];
      if (!box || !CHARACTERS[kind]) continue;
      // A name wrapped onto a second line is read better with the page around it.
      if (lineHeight(box) > typical * 1.6) continue;
      const { text, confidence } = await recognise(pgmOf(cellPicture(image, box)), {
        tessedit_pageseg_mode: ONE_LINE,
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
  if (NUMBERS.has(kind) && first === undefined) return true;
  return confidence > firstConfidence && (NUMBERS.has(kind) || confidence >= SURE);
}

const NUMBERS = new Set(['one', 'two', 'final', 'units']);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
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
  const rows = await withDoubtsReread(slip.rows, image, recognise);
  return { text: page.text, slip: { ...slip, rows } };
}
