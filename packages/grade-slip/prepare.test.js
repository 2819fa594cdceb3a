import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { PNG } from 'pngjs';

import { glyphHeight, grayOf, pgmOf, prepareSlip, resize, rotate, skewOf } from './prepare.js';

const slip = (name) =>
  PNG.sync.read(readFileSync(new URL(`./fixtures/real-world/${name}`, import.meta.url)));

/** An RGBA picture of `width` × `height` painted by `paint(x, y)` → gray level. */
function painted(width, height, paint) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const level = paint(x, y);
      data.set([level, level, level, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

describe('prepareSlip', () => {
  it('finds the angle that levels a turned page', () => {
    const level = grayOf(slip('screenshot-1.25x-1.png'));
    for (const angle of [-4, 2.5, 6]) {
      const turned = rotate(level, angle);
      assert.ok(Math.abs(skewOf(turned) + angle) <= 0.2, `turned ${angle}°`);
    }
  });

  it('grows a small screenshot and shrinks nothing already the right size', () => {
    const small = slip('screenshot-1x-1.png');
    const large = slip('screenshot-2x-1.png');
    const grown = prepareSlip(small).image;
    assert.ok(grown.width > small.width * 2, `${grown.width} px wide`);
    assert.ok(Math.abs(glyphHeight(grown) - glyphHeight(prepareSlip(large).image)) <= 4);
  });

  it('turns light text on a dark band dark on light', () => {
    // A line of dark letters (bars 20 px high) on white paper, then a band 40 px high
    // across the page with white letters on it.
    const picture = painted(600, 200, (x, y) => {
      const printed = y >= 20 && y < 40 && x >= 40 && x < 560 && x % 20 < 6;
      const inBand = y >= 80 && y < 120 && x >= 40 && x < 560;
      const onBand = inBand && y >= 90 && y < 110 && x % 20 < 6;
      return printed || (inBand && !onBand) ? 30 : 250;
    });
    const { image, steps } = prepareSlip(picture, { skip: ['scale', 'deskew', 'rules'] });
    assert.ok(steps.includes('fills'));
    assert.ok(image.data[100 * 600 + 100] < 128, 'a letter is dark');
    assert.ok(image.data[85 * 600 + 110] > 128, 'the band is light');
  });

  it('cuts a photographed page out of the desk around it, the desk white', () => {
    const picture = painted(800, 600, (x, y) => {
      const onPage = x >= 200 && x < 600 && y >= 150 && y < 450;
      const letter =
        onPage && y % 30 < 12 && x % 16 < 8 && y > 180 && y < 420 && x > 230 && x < 570;
      if (letter) return 20;
      if (onPage) return 240;
      return (x * 7 + y * 13) % 90; // a dark, grainy desk
    });
    const { image, steps } = prepareSlip(picture, { skip: ['scale', 'deskew', 'rules'] });
    assert.ok(steps.includes('page'));
    assert.ok(image.width <= 420 && image.height <= 320, `${image.width}×${image.height}`);
  });

  it('writes a PGM file Tesseract can read', () => {
    const pgm = pgmOf(resize(grayOf(painted(4, 2, () => 200)), 2, 1));
    assert.equal(new TextDecoder().decode(pgm.slice(0, 11)), 'P5\n2 1\n255\n');
    assert.deepEqual([...pgm.slice(11)], [200, 200]);
  });
});
