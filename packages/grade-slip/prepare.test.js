import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { PNG } from 'pngjs';

import { blur } from './pixels.js';
import {
  edgeSlope,
  glyphHeight,
  grayOf,
  pgmOf,
  prepareSlip,
  resize,
  rotate,
  skewOf,
} from './prepare.js';

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

/** Whether (x, y) lies within the quadrilateral `corners` (clockwise on the screen). */
const within = (corners) => (x, y) =>
  corners.every(([x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % 4];
    return (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) >= 0;
  });

describe('prepareSlip', () => {
  it('finds the angle that levels a turned page', () => {
    const level = grayOf(slip('screenshot-1.25x-1.png'));
    for (const angle of [-4, 2.5, 6]) {
      const turned = rotate(level, angle);
      assert.ok(Math.abs(skewOf(turned) + angle) <= 0.2, `turned ${angle}°`);
    }
  });

  it("levels a scanned page by its text, not by the scanner's dark edge along the border", () => {
    const turned = rotate(grayOf(slip('screenshot-1.25x-1.png')), 3);
    const data = new Uint8Array(turned.data);
    data.fill(20, 0, turned.width * 80);
    assert.ok(Math.abs(skewOf({ ...turned, data }) + 3) <= 0.2, `${skewOf({ ...turned, data })}°`);
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
    assert.ok(steps.includes('page'), steps.join(', '));
    assert.ok(image.width <= 420 && image.height <= 320, `${image.width}×${image.height}`);
  });

  it("whitens a scan's lone specks and its dotted rules, and keeps a decimal point", () => {
    // Lines of letters (bars 24 px high), a point beside the first bar, specks far from any
    // letter, a dotted rule two pixels high under the letters.
    const picture = painted(640, 260, (x, y) => {
      const letter = y % 60 >= 20 && y % 60 < 44 && y < 200 && x % 16 < 6 && x >= 40 && x < 600;
      const point = y >= 40 && y < 44 && x >= 56 && x < 59;
      const speck = (y >= 240 && y < 243 && x % 90 < 3) || (y >= 2 && y < 5 && x % 70 < 3);
      const dotted = (y === 212 || y === 213) && x >= 20 && x < 620 && x % 7 < 3;
      return letter || point || speck || dotted ? 30 : 245;
    });
    const { image, steps } = prepareSlip(picture, { skip: ['scale', 'deskew', 'page'] });
    assert.ok(steps.includes('specks'));
    const at = (x, y) => image.data[y * 640 + x];
    assert.ok(at(49, 30) < 128, 'a letter stays');
    assert.ok(at(57, 41) < 128, 'the point beside it stays');
    assert.ok(at(91, 241) > 200 && at(141, 3) > 200, 'the specks are gone');
    assert.ok(at(301, 212) > 200 && at(302, 213) > 200, 'the dotted rule is gone');
  });

  it('sees a photographed page square on, a shadow over its corner included', () => {
    // A page photographed at an angle (a quadrilateral) on a dark desk, a shadow over its
    // top left corner as dark as the desk beyond it is light.
    const corners = [
      [100, 120],
      [700, 80],
      [720, 560],
      [80, 520],
    ];
    const inside = within(corners);
    const picture = painted(800, 640, (x, y) => {
      if (!inside(x, y)) return 40 + ((x * 7 + y * 13) % 30);
      const letter = y % 40 < 12 && x % 16 < 8 && x > 160 && x < 640 && y > 180 && y < 480;
      if (letter) return 20;
      return Math.hypot(x - 100, y - 120) < 160 ? 110 : 235;
    });
    const { image, steps } = prepareSlip(picture, {
      skip: ['scale', 'fills', 'flatten', 'deskew', 'specks', 'rules'],
    });
    assert.ok(steps.includes('page'), steps.join(', '));
    // As wide as its longer top or bottom edge, as high as its longer side.
    assert.ok(Math.abs(image.width - 641) <= 15, `${image.width} px wide`);
    assert.ok(Math.abs(image.height - 480) <= 15, `${image.height} px high`);
  });

  it('finds a page by its edges where a light patch of desk joins it', () => {
    const corners = [
      [250, 200],
      [650, 180],
      [680, 500],
      [220, 520],
    ];
    const inside = within(corners);
    const picture = painted(800, 640, (x, y) => {
      if (!inside(x, y)) return Math.hypot(x - 150, y - 150) < 260 ? 222 : 50;
      const letter = y % 40 < 12 && x % 16 < 8 && x > 300 && x < 600 && y > 260 && y < 460;
      return letter ? 20 : 240;
    });
    const { image, steps } = prepareSlip(picture, {
      skip: ['scale', 'fills', 'flatten', 'deskew', 'specks', 'rules'],
    });
    assert.ok(steps.includes('page'), steps.join(', '));
    // As wide as its longer top or bottom edge (460), as high as its longer side (320).
    assert.ok(Math.abs(image.width - 460) <= 15, `${image.width} px wide`);
    assert.ok(Math.abs(image.height - 320) <= 15, `${image.height} px high`);
  });

  it('sharpens a blurred photo, and neither a screenshot nor a scan', () => {
    const sharp = grayOf(slip('screenshot-2x-1.png'));
    const blurred = blur(sharp, 3);
    assert.ok(edgeSlope(sharp) > 0.4, `a screenshot's edges: ${edgeSlope(sharp)}`);
    assert.ok(edgeSlope(blurred) < 0.3, `blurred: ${edgeSlope(blurred)}`);
    const withBlur = painted(
      sharp.width,
      sharp.height,
      (x, y) => blurred.data[y * sharp.width + x],
    );
    const { image, steps } = prepareSlip(withBlur);
    assert.ok(steps.includes('sharpen'), steps.join(', '));
    assert.ok(edgeSlope(image) > edgeSlope(blurred));
    for (const name of ['screenshot-1x-1.png', 'scan-1.png'])
      assert.ok(!prepareSlip(slip(name)).steps.includes('sharpen'), name);
  });

  it('writes a PGM file Tesseract can read', () => {
    const pgm = pgmOf(resize(grayOf(painted(4, 2, () => 200)), 2, 1));
    assert.equal(new TextDecoder().decode(pgm.slice(0, 11)), 'P5\n2 1\n255\n');
    assert.deepEqual([...pgm.slice(11)], [200, 200]);
  });
});
