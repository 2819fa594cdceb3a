import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvCell, toCsv } from './index.js';

describe('toCsv', () => {
  it('writes CRLF lines and leaves plain cells bare', () => {
    assert.equal(
      toCsv([
        ['Name', 'Hours'],
        ['Maria Santos', 130],
        [null, undefined],
      ]),
      'Name,Hours\r\nMaria Santos,130\r\n,\r\n',
    );
  });

  it('quotes cells with commas, quotes and line breaks, doubling quotes', () => {
    assert.equal(csvCell('Santos, Maria'), '"Santos, Maria"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    assert.equal(csvCell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`);
    assert.equal(csvCell('+1'), "'+1");
    assert.equal(csvCell('-2'), "'-2");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tcmd'), "'\tcmd");
    assert.equal(csvCell(-5), '-5');
    assert.equal(csvCell('9:45'), '9:45');
  });
});
