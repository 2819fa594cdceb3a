import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { labelled, resize } from './pixels.js';

/** Ink from rows of `#` and `.`. */
function inkOf(...rows) {
  const width = rows[0].length;
  const ink = new Uint8Array(width * rows.length);
  rows.forEach((row, y) =>
    [...row].forEach((mark, x) => (ink[y * width + x] = mark === '#' ? 1 : 0)),
  );
  return { ink, width, height: rows.length };
}

describe('labelled', () => {
  it('joins ink touching by a corner, and arms that meet only further down', () => {
    const { ink, width, height } = inkOf(
      '#...#..#',
      '#...#...',
      '.#.#...#',
      '..#....#',
      '#.......',
    );
    const { labels, boxes } = labelled(ink, width, height);
    // The V, the lone mark top right, the bar under it, the mark bottom left: in the order met.
    assert.deepEqual(boxes, [
      { left: 0, top: 0, right: 4, bottom: 3, pixels: 7 },
      { left: 7, top: 0, right: 7, bottom: 0, pixels: 1 },
      { left: 7, top: 2, right: 7, bottom: 3, pixels: 2 },
      { left: 0, top: 4, right: 0, bottom: 4, pixels: 1 },
    ]);
    assert.equal(labels[0], labels[4]);
    assert.equal(labels[3 * width + 2], labels[0]);
    assert.notEqual(labels[7], labels[2 * width + 7]);
    assert.equal(labels[1 * width + 1], 0);
  });

  it('joins a blob whose arm reaches up-right to one met before it', () => {
    const { ink, width, height } = inkOf('..#', '.#.', '#..', '##.');
    const { boxes } = labelled(ink, width, height);
    assert.deepEqual(boxes, [{ left: 0, top: 0, right: 2, bottom: 3, pixels: 5 }]);
  });
});

describe('resize', () => {
  const image = {
    width: 4,
    height: 2,
    data: Uint8Array.from([0, 100, 200, 40, 80, 120, 160, 240]),
  };

  it('shrinks to the mean of the pixels each one covers', () => {
    assert.deepEqual([...resize(image, 2, 1).data], [Math.round(300 / 4), Math.round(640 / 4)]);
  });

  it('enlarges between pixel centres, the edges kept', () => {
    const large = resize(image, 8, 4);
    assert.equal(large.data[0], 0);
    assert.equal(large.data[7], 40);
    assert.equal(large.data[3 * 8 + 7], 240);
    // (2, 1) stands three quarters of the way from the first column's centre to the
    // second's, and a quarter of the way from the top row's centre to the bottom one's.
    const top = 0 * 0.25 + 100 * 0.75;
    const bottom = 80 * 0.25 + 120 * 0.75;
    assert.equal(large.data[1 * 8 + 2], Math.round(top * 0.75 + bottom * 0.25));
  });
});
