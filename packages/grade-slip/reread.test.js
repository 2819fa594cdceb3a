import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { HEADER, page, row } from './fixtures/ocr-words.js';
import { cellPicture, readGradeSlip } from './reread.js';

/** A gray picture of `width` × `height`, each pixel `shade(x, y)`. */
const picture = (width, height, shade) => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data[y * width + x] = shade(x, y);
  return { width, height, data };
};

/** The width and height a PGM file's header gives. */
const sizeOf = (pgm) =>
  new TextDecoder().decode(pgm.subarray(0, 20)).split(/\s+/).slice(1, 3).map(Number);

/**
 * Tesseract as the second look meets it: the page's words, then for each cell
 * the text `cells` gives for the characters the column allows. Every call is
 * kept, so a test can see what was asked.
 */
function engine(words, cells, strip = () => []) {
  const calls = [];
  const recognise = async (pgm, parameters, withWords) => {
    calls.push({ parameters, withWords, size: sizeOf(pgm) });
    const lines = calls.length === 1 ? words.lines : [{ words: strip(sizeOf(pgm)) }];
    if (withWords)
      return { text: words.text, confidence: 90, blocks: [{ paragraphs: [{ lines }] }] };
    const [text, confidence] = cells(parameters.tessedit_char_whitelist, calls.length - 2);
    return { text, confidence };
  };
  return { recognise, calls };
}

const BLANK = picture(1400, 400, () => 255);

describe('cellPicture', () => {
  it("cuts the cell's box out with white space about it", () => {
    const image = picture(100, 60, (x, y) => (x >= 40 && x < 60 && y >= 20 && y < 30 ? 0 : 128));
    const cell = cellPicture(image, { x0: 40, y0: 20, x1: 60, y1: 30 });
    // Four pixels of the page each side (0.4 of the box's height), three above and below,
    // and six of white around it all.
    assert.deepEqual([cell.width, cell.height], [20 + 8 + 12, 10 + 6 + 12]);
    const at = (x, y) => cell.data[y * cell.width + x];
    assert.equal(at(0, 0), 255);
    assert.equal(at(6, 6), 128);
    assert.equal(at(6 + 4, 6 + 3), 0);
  });

  it('stays within the picture at its edges', () => {
    const image = picture(50, 40, () => 0);
    const cell = cellPicture(image, { x0: 0, y0: 30, x1: 50, y1: 40 });
    assert.deepEqual([cell.width, cell.height], [50 + 12, 10 + 3 + 12]);
  });
});

describe('readGradeSlip', () => {
  const slip = (...cells) => page(HEADER, row(260, 'IT 311 Web Systems', ...cells));

  it('reads a grade the page lost from its cell alone, with digits only', async () => {
    const { recognise, calls } = engine(
      slip('DELA CRUZ, J.', '88', '9@60', '89', '3.00', 'Passed'),
      () => ['90', 40],
    );
    const { slip: read } = await readGradeSlip(BLANK, recognise);
    assert.equal(read.rows[0].two, 90);
    assert.ok(read.rows[0].uncertain.includes('two'), 'a guess at 40 % stays to be checked');
    assert.deepEqual(calls.at(-1).parameters, {
      tessedit_pageseg_mode: '6',
      tessedit_char_whitelist: '0123456789-',
    });
    assert.equal(calls.length, 2, 'the sure cells are not read again');
  });

  it('keeps a text the second look reads no more surely, and clears a doubt both readings share', async () => {
    const { recognise } = engine(
      slip('DELA CRUZ, J.@41', '88', '90', '89', '3.00', 'Pased@50'),
      (characters) => (characters.includes(',') ? ['DELA CRUZ, J.', 93] : ['Failed', 70]),
    );
    const { slip: read } = await readGradeSlip(BLANK, recognise);
    const [first] = read.rows;
    assert.equal(first.faculty, 'DELA CRUZ, J.');
    assert.ok(!first.uncertain.includes('faculty'));
    assert.equal(first.status, 'Passed');
    assert.ok(first.uncertain.includes('status'));
  });

  it('takes a text the second look reads surely', async () => {
    const { recognise } = engine(
      slip('DELA CRUZ, J.', '88', '90', '89', '3.00', 'Faled@30'),
      () => ['Failed', 95],
    );
    const { slip: read } = await readGradeSlip(BLANK, recognise);
    assert.equal(read.rows[0].status, 'Failed');
  });

  it('reads a column with a doubted wrapped name again whole, as one block between its neighbours', async () => {
    const wrapped = page(
      HEADER,
      row(260, 'IT 311 Web Systems', 'SAN@40 JUAN-@40', '88', '90', '89', '3.00', 'Passed'),
      [290, [500, 'DIMAGULA,@30'], [640, 'J.@50']],
    );
    // The block's words, around the middle of the cut-out column (the row's middle).
    const strip = ([width, height]) => [
      {
        text: 'SAN',
        confidence: 93,
        bbox: { x0: 10, y0: height / 2 - 26, x1: 52, y1: height / 2 - 2 },
      },
      {
        text: 'JUAN-',
        confidence: 92,
        bbox: { x0: 66, y0: height / 2 - 26, x1: 136, y1: height / 2 - 2 },
      },
      {
        text: 'DIMAGUILA,',
        confidence: 91,
        bbox: { x0: 10, y0: height / 2 + 4, x1: 150, y1: height / 2 + 28 },
      },
      {
        text: 'J.',
        confidence: 95,
        bbox: { x0: 164, y0: height / 2 + 4, x1: Math.min(width, 192), y1: height / 2 + 28 },
      },
    ];
    const { recognise, calls } = engine(wrapped, () => ['', 0], strip);
    const { slip: read } = await readGradeSlip(BLANK, recognise);
    assert.equal(read.rows[0].faculty, 'SAN JUAN-DIMAGUILA, J.');
    assert.ok(!read.rows[0].uncertain.includes('faculty'));
    const [, column] = calls;
    assert.equal(column.withWords, true);
    assert.equal(column.parameters.tessedit_pageseg_mode, '6');
    assert.match(column.parameters.tessedit_char_whitelist, /^[A-Za-z]+ ,\.-'$/);
    // From the Faculty label to the first grade's column, with white space either side.
    assert.ok(column.size[0] < 400, `${column.size[0]} px wide`);
  });

  it('answers the text and why when no row is found, reading no cell', async () => {
    const { recognise, calls } = engine(
      page([260, [100, 'Just'], [180, 'a'], [220, 'note']]),
      () => ['', 0],
    );
    const reading = await readGradeSlip(BLANK, recognise);
    assert.equal(reading.slip, undefined);
    assert.equal(reading.text, 'Just a note');
    assert.match(reading.failure, /No grade rows/);
    assert.equal(calls.length, 1);
  });
});
