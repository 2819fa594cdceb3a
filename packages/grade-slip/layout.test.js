import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { CELLS } from './index.js';
import { cellsOf, HEADER, page, row } from './fixtures/ocr-words.js';
import { cellValue, parseGradeWords, parseOcrPage } from './layout.js';

describe('parseGradeWords', () => {
  it('puts each word in the column under its label', () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
      ),
    );
    assert.deepEqual(
      rows.map((read) => cellsOf(read, 'uncertain')),
      [
        {
          subject: 'IT 311 Web Systems',
          faculty: 'DELA CRUZ, J.',
          one: 88,
          two: 90,
          final: 89,
          units: 3,
          status: 'Passed',
          uncertain: [],
        },
      ],
    );
  });

  it('joins a subject and a name wrapped onto the lines around the row of numbers', () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        [
          250,
          [100, 'IS'],
          [142, '321'],
          [198, 'Care'],
          [268, 'of'],
          [310, 'Mother,'],
          [500, 'SAN'],
          [556, 'JUAN-'],
        ],
        row(290, 'Child and Family', 'DIMAGUILA, E.', '64', '67', '66', '3.00', 'Failed'),
        row(360, 'GE 304 Ethics', 'ROSARIO, S.', '97', '81', '89', '1.00', 'Passed'),
      ),
    );
    assert.equal(rows.length, 2);
    assert.equal(rows[0].subject, 'IS 321 Care of Mother, Child and Family');
    assert.equal(rows[0].faculty, 'SAN JUAN-DIMAGUILA, E.');
    assert.equal(rows[1].subject, 'GE 304 Ethics');
  });

  it('reads 300 in the Units column as 3.00 and a stray mark beside a number as nothing', () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88,', '|90', '89', '300', 'Passed'),
      ),
    );
    assert.deepEqual([rows[0].one, rows[0].two, rows[0].units], [88, 90, 3]);
  });

  it('keeps the summary lines out of the subjects', () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
        [320, [100, 'General'], [220, 'Weighted'], [360, 'Average:'], [480, '89.00']],
        [350, [100, 'Total'], [180, 'Units:'], [280, '3.00']],
      ),
    );
    assert.deepEqual(
      rows.map((parsed) => parsed.subject),
      ['IT 311 Web Systems'],
    );
  });

  it('names the columns from the labels slips use, in any order, extra columns left out', () => {
    const { rows } = parseGradeWords(
      page(
        [
          200,
          [100, 'Teacher'],
          [400, 'Description'],
          [800, 'Section'],
          [950, 'Midterm'],
          [1100, 'Finals'],
          [1250, 'Grade'],
          [1350, 'Credits'],
          [1500, 'Remarks'],
        ],
        [
          260,
          [100, 'REYES,'],
          [198, 'A.'],
          [400, 'Calculus'],
          [526, '2'],
          [800, 'B2'],
          [1020, '85'],
          [1156, '87'],
          [1278, '86'],
          [1406, '3.00'],
          [1500, 'Passed'],
        ],
      ),
    );
    assert.deepEqual(
      rows.map((read) => cellsOf(read)),
      [
        {
          subject: 'Calculus 2',
          faculty: 'REYES, A.',
          one: 85,
          two: 87,
          final: 86,
          units: 3,
          status: 'Passed',
        },
      ],
    );
  });

  it('knows a label OCR misread by one letter', () => {
    const misread = HEADER.map((item) =>
      Array.isArray(item) && item[1] === 'Faculty'
        ? [item[0], 'Facuity']
        : Array.isArray(item) && item[1] === 'Status'
          ? [item[0], 'Stalus']
          : item,
    );
    const { rows } = parseGradeWords(
      page(
        misread,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
      ),
    );
    assert.deepEqual(
      [rows[0].subject, rows[0].faculty, rows[0].status],
      ['IT 311 Web Systems', 'DELA CRUZ, J.', 'Passed'],
    );
  });

  it('names a column whose label OCR could not read from the cells under it', () => {
    // "1" read as "al", "Units" as "Uni", "Status" as "Ta", a rule as '|', no Subject label.
    const misread = [
      200,
      [60, '|'],
      [500, 'Faculty'],
      [800, 'al'],
      [900, '2'],
      [980, 'Final'],
      [1100, 'Uni'],
      [1220, 'Ta'],
      [1300, '|'],
    ];
    const { rows } = parseGradeWords(
      page(
        misread,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
        row(300, 'GE 101 Ethics', 'SANTOS, A.', '75', '80', '78', '300', 'Passed'),
      ),
    );
    assert.deepEqual(
      rows.map((parsed) => CELLS.map((cell) => parsed[cell])),
      [
        ['IT 311 Web Systems', 'DELA CRUZ, J.', 88, 90, 89, 3, 'Passed'],
        ['GE 101 Ethics', 'SANTOS, A.', 75, 80, 78, 3, 'Passed'],
      ],
    );
  });

  it("keeps a scan's specks out: no column under a speck read as a label, none after a name", () => {
    const specked = [...HEADER.slice(0, 2), [330, 'Te'], ...HEADER.slice(2)];
    const { rows } = parseGradeWords(
      page(
        specked,
        row(
          260,
          '-CS213 Fundamentals of Accounting.',
          'TORRES, B., i',
          '88',
          '90',
          '89',
          '3.00',
          'Passed',
        ),
        row(
          300,
          'IT101DataStructures and Algorithms',
          'AQUINO, T. Ce',
          '75',
          '80',
          '78',
          '3.00',
          'Passed',
        ),
      ),
    );
    assert.deepEqual(
      rows.map(({ subject, faculty }) => [subject, faculty]),
      [
        ['CS 213 Fundamentals of Accounting', 'TORRES, B.'],
        ['IT 101 DataStructures and Algorithms', 'AQUINO, T.'],
      ],
    );
  });

  it("drops a letter or two the page's rim left before a subject's code", () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        row(260, 'TT IT 221 Web Systems', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
      ),
    );
    assert.equal(rows[0].subject, 'IT 221 Web Systems');
  });

  it("reads a scan's misreadings back: a code's digits, specks after a title, a status, Faculty unread", () => {
    const misread = HEADER.map((item) =>
      Array.isArray(item) && item[1] === 'Faculty' ? [item[0], 'Feely'] : item,
    );
    const { rows } = parseGradeWords(
      page(
        misread,
        row(260, 'C5123 Team Sports i', 'DELA CRUZ, M.', '88', '90', '89', '3.00', 'Passed x'),
        row(300, '15201 Web Systems', 'BAUTISTA, T. D.', '64', '67', '66', '4.00', 'ralled'),
        row(340, 'cs 313 Dance oe nC', 'SANTOS, A.', '75', '80', '78', '3.00', 'Passed'),
      ),
    );
    assert.deepEqual(
      rows.map(({ subject, faculty, status }) => [subject, faculty, status]),
      [
        ['CS 123 Team Sports', 'DELA CRUZ, M.', 'Passed'],
        ['IS 201 Web Systems', 'BAUTISTA, T. D.', 'Failed'],
        ['CS 313 Dance', 'SANTOS, A.', 'Passed'],
      ],
    );
  });

  it('knows a long label OCR misread by two letters', () => {
    const misread = HEADER.map((item) =>
      Array.isArray(item) && item[1] === 'Subject' ? [item[0], 'Suyect'] : item,
    );
    const { rows } = parseGradeWords(
      page(
        misread,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
      ),
    );
    assert.equal(rows[0].subject, 'IT 311 Web Systems');
  });

  it('marks the cells OCR was unsure of, and a grade out of range, as uncertain', () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.@41', '88', '9@60', '189', '3.00', 'Passed'),
      ),
    );
    assert.deepEqual(rows[0].uncertain.sort(), ['faculty', 'final', 'two']);
    assert.equal(rows[0].final, null);
  });

  it("gives each cell its words' box and lowest confidence, and an empty grade its column's box", () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.@41', '88', '9@60', '89', '3.00', 'Passed'),
      ),
    );
    const [read] = rows;
    assert.deepEqual(read.boxes.subject, { x0: 100, y0: 260, x1: 380, y1: 284 });
    assert.equal(read.confidence.faculty, 41);
    assert.equal(read.confidence.two, 60);
    const empty = parseGradeWords(
      page(
        HEADER,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88', '-', '89', '3.00', 'Passed').filter(
          (word) => word[1] !== '-',
        ),
      ),
    ).rows[0];
    assert.equal(empty.two, null);
    assert.ok(empty.boxes.two.x0 > empty.boxes.one.x1 && empty.boxes.two.x1 < empty.boxes.final.x0);
    assert.deepEqual([empty.boxes.two.y0, empty.boxes.two.y1], [260, 284]);
  });

  it('takes no column from a word OCR doubts in the header over the words of a subject', () => {
    const [y, subject, ...rest] = HEADER;
    const { rows } = parseGradeWords(
      page(
        [y, subject, [330, 'wet@24'], ...rest],
        row(260, 'IT 311 Web Systems Lab', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
        row(300, 'IT 312 Data Networks Lab', 'REYES, A.', '85', '87', '86', '3.00', 'Passed'),
      ),
    );
    assert.deepEqual(
      rows.map((read) => read.subject),
      ['IT 311 Web Systems Lab', 'IT 312 Data Networks Lab'],
    );
  });

  it('keeps a row whose numbers OCR garbled, its number cells doubted', () => {
    const { rows } = parseGradeWords(
      page(
        HEADER,
        row(260, 'IT 311 Web Systems', 'DELA CRUZ, J.', '88', '90', '89', '3.00', 'Passed'),
        row(300, 'IT 312 Networks', 'REYES, A.', 'CE@4', 'EC@4', 'EC@4', 'Lo@9', 'Passed'),
      ),
    );
    assert.equal(rows.length, 2);
    assert.equal(rows[1].subject, 'IT 312 Networks');
    assert.deepEqual([rows[1].one, rows[1].final], [null, null]);
    assert.ok(rows[1].uncertain.includes('one') && rows[1].uncertain.includes('final'));
  });

  it('finds nothing without a header row (the text parser is then used)', () => {
    assert.equal(parseGradeWords(page([260, [100, 'Just'], [180, 'a'], [220, 'note']])), undefined);
  });
});

describe('parseOcrPage', () => {
  it('marks the doubtful cells of rows read without a header, as the layout parser does', () => {
    // No header line: the line parser reads the rows; the second row's units are not on it.
    const rows = [
      ['IT', '311', 'Web', 'Systems', 'DELA', 'CRUZ,', 'J.', '88', '90@45', '89', '3.00', 'Passed'],
      ['GE', '101', 'Ethics', 'SANTOS,', 'A.', '75', '80', '78', 'Passed'],
    ];
    const lines = rows.map((words) => ({
      words: words.map((written) => {
        const [text, confidence = '95'] = written.split('@');
        return { text, confidence: Number(confidence), bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } };
      }),
    }));
    const text = lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
    const page = parseOcrPage({ text, blocks: [{ paragraphs: [{ lines }] }] });
    assert.deepEqual(
      page.rows.map((row) => row.uncertain),
      [['two'], ['units']],
    );
  });
});

describe('cellValue', () => {
  it("reads a number cell's one number, split or among specks, and nothing from two", () => {
    assert.equal(cellValue('one', '9 3'), 93);
    assert.equal(cellValue('two', '-\n80'), 80);
    assert.equal(cellValue('units', '150'), 1.5);
    assert.equal(cellValue('final', '93-95'), undefined);
    assert.equal(cellValue('final', '93 95'), undefined);
    assert.equal(cellValue('final', '9'), undefined);
  });
});
