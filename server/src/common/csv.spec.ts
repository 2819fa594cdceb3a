import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv.js';

describe(toCsv.name, () => {
  it('writes CRLF lines and leaves plain cells bare', () => {
    expect(
      toCsv([
        ['Name', 'Hours'],
        ['Maria Santos', 130],
        [null, undefined],
      ]),
    ).toBe('Name,Hours\r\nMaria Santos,130\r\n,\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Santos, Maria')).toBe('"Santos, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // Numbers are numbers: a negative figure stays one.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('9:45')).toBe('9:45');
  });
});
