import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { cellAccuracy, gradesCsv, parseGradeSlip, parseMeta, parseRow } from './index.js';
import { SAMPLE_SLIPS } from './samples.js';

const recorded = (name) =>
  readFileSync(new URL(`./fixtures/${name}.ocr.txt`, import.meta.url), 'utf8');

describe('parseGradeSlip on recorded OCR text', () => {
  it('reads the rows and meta of a low-resolution scan', () => {
    const { rows, meta } = parseGradeSlip(recorded('bsit-first-2026-1x'));
    assert.equal(rows.length, 7);
    assert.deepEqual(
      { ...rows[0], raw: undefined },
      {
        subject: 'IT 311 Web Systems',
        faculty: 'DELA CRUZ, J.',
        one: 88,
        two: 90,
        final: 89,
        units: 3,
        status: 'Passed',
        raw: undefined,
      },
    );
    // "REYES, A" without its point: the initial gets it back.
    assert.equal(rows[1].faculty, 'REYES, A.');
    // 90 misread as 0: out of range, so blank — the student corrects it before saving.
    assert.equal(rows[2].one, null);
    assert.equal(rows[4].units, 2);
    assert.deepEqual(meta, {
      program: 'BS Information Technology',
      level: '3rd Year',
      date: '2026-12-18',
      enrolledBy: 'Maria Santos',
      generalAvg: 88.43,
      averages: '1st 87.29 2nd 88.86',
    });
  });

  it('reads a rotated scan cell for cell', () => {
    const { rows } = parseGradeSlip(recorded('bsn-second-2027-rotated'));
    const truth = SAMPLE_SLIPS.find((slip) => slip.name === 'bsn-second-2027').rows;
    assert.deepEqual(cellAccuracy(truth, rows), { right: 35, total: 35, flagged: 0, share: 1 });
  });
});

describe('parseRow', () => {
  it('reads units whose point OCR lost ("500") after three grades', () => {
    const row = parseRow('MATH 106 Fundamentals of Accounting TORRES, G. 98 76 87 500 Passed');
    assert.deepEqual(
      [row.subject, row.faculty, row.one, row.two, row.final, row.units],
      ['MATH 106 Fundamentals of Accounting', 'TORRES, G.', 98, 76, 87, 5],
    );
  });

  it('reads a noisy row: table rules as pipes, O for 0, a comma for the point', () => {
    const row = parseRow('| IT 101 Intro to Computing | CRUZ, A. | 9O | 88 | 89 | 3,OO | Passed |');
    assert.equal(row.subject, 'IT 101 Intro to Computing');
    assert.equal(row.faculty, 'CRUZ, A.');
    assert.deepEqual([row.one, row.two, row.final, row.units], [90, 88, 89, 3]);
    assert.equal(row.status, 'Passed');
  });

  it('leaves grades outside 50–100 blank', () => {
    const row = parseRow('Math 1 College Algebra SMITH, B. 45 101 88 3.00 Passed');
    assert.deepEqual([row.one, row.two, row.final], [null, null, 88]);
  });

  it('defaults missing units to 3.00', () => {
    const row = parseRow('Math 1 College Algebra SMITH, B. 88 90 89 Passed');
    assert.equal(row.units, 3);
    assert.deepEqual([row.one, row.two, row.final], [88, 90, 89]);
  });

  it('keeps the place of blank cells printed as dashes', () => {
    const row = parseRow('Chem 1 General Chemistry LIM, T. 88 - - 4.00 Ongoing');
    assert.deepEqual([row.one, row.two, row.final, row.units], [88, null, null, 4]);
    assert.equal(row.status, 'Ongoing');
  });

  it('keeps a subject without a recognisable teacher whole', () => {
    const row = parseRow('Filipino 2 Panitikan 85 86 86 3.00 Passed');
    assert.equal(row.subject, 'Filipino 2 Panitikan');
    assert.equal(row.faculty, '');
  });

  it('is no row without a number or without a subject', () => {
    assert.equal(parseRow('University of Baguio'), undefined);
    assert.equal(parseRow('88 90 89 3.00'), undefined);
  });
});

describe('parseMeta', () => {
  it('drops a general average outside 50–100', () => {
    assert.equal(parseMeta('General Average: 8.43').generalAvg, null);
  });
});

describe('parseGradeSlip failures', () => {
  it('says why nothing could be parsed', () => {
    assert.throws(() => parseGradeSlip(''), /There is no text to parse\./);
    assert.throws(
      () => parseGradeSlip('University of Baguio\nReport of Grades'),
      /No grade rows were found in the text\./,
    );
  });
});

describe('gradesCsv', () => {
  it('never hands a spreadsheet a formula read off a slip', () => {
    const csv = gradesCsv([
      {
        subject: '=HYPERLINK("x")',
        faculty: '@Reyes',
        one: null,
        two: null,
        final: null,
        units: 3,
        status: '-',
      },
    ]);
    assert.equal(csv.split('\r\n')[1], `"'=HYPERLINK(""x"")",'@Reyes,,,,3.00,'-`);
  });

  it('writes the header, blanks and quoted text', () => {
    const csv = gradesCsv([
      {
        subject: 'IT 311, Web',
        faculty: 'DELA CRUZ, J.',
        one: 88,
        two: null,
        final: 89,
        units: 3,
        status: 'Passed',
      },
    ]);
    assert.equal(
      csv,
      'Subject,Faculty,1,2,Final,Units,Status\r\n"IT 311, Web","DELA CRUZ, J.",88,,89,3.00,Passed\r\n',
    );
  });
});

describe('cellAccuracy', () => {
  it('pairs rows by subject and counts a missing row as wrong', () => {
    const truth = SAMPLE_SLIPS[1].rows;
    const parsed = [truth[1], { ...truth[0], final: 50 }];
    const { right, total } = cellAccuracy(truth, parsed);
    assert.equal(total, 35);
    assert.equal(right, 13);
  });

  it('costs a row left out its own cells only', () => {
    const truth = SAMPLE_SLIPS[1].rows;
    const { right, total } = cellAccuracy(truth, truth.slice(1));
    assert.equal(right, total - 7);
  });

  it('counts the wrong cells the parse marked uncertain', () => {
    const truth = SAMPLE_SLIPS[1].rows;
    const parsed = truth.map((row, i) =>
      i === 0 ? { ...row, final: 50, two: 51, uncertain: ['final', 'subject'] } : row,
    );
    assert.deepEqual(cellAccuracy(truth, parsed), {
      right: 33,
      total: 35,
      flagged: 1,
      share: 33 / 35,
    });
  });
});
