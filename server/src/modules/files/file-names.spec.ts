import { describe, expect, it } from '@jest/globals';
import { asciiFileName, cleanFileName, contentDisposition } from './file-names.js';

describe(cleanFileName.name, () => {
  it('keeps only the last path part', () => {
    expect(cleanFileName('C:\\fakepath\\grades.png')).toBe('grades.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('removes control and bidi-override characters', () => {
    expect(cleanFileName('cod\u202Ecod.exe')).toBe('codcod.exe');
    expect(cleanFileName('a\u2066b\u2069c\u0000d\u001fe\u007f.pdf')).toBe('abcde.pdf');
    expect(cleanFileName('line\r\nbreak.pdf')).toBe('linebreak.pdf');
  });

  it('keeps non-ASCII letters, composed', () => {
    expect(cleanFileName('Pen\u0303aranda-certificate.pdf')).toBe('Peñaranda-certificate.pdf');
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const name = cleanFileName(`${'ñ'.repeat(5000)}.pdf`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('ñ.pdf')).toBe(true);
  });

  it('names a file that has no name left', () => {
    expect(cleanFileName('\u202E\u0000 ')).toBe('file');
  });
});

describe(contentDisposition.name, () => {
  it('gives a readable ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Peñaranda-certificate.pdf')).toBe(
      `attachment; filename="Penaranda-certificate.pdf"; filename*=UTF-8''Pe%C3%B1aranda-certificate.pdf`,
    );
  });

  it('never lets quotes or backslashes out of the fallback', () => {
    expect(asciiFileName('a"b\\c%d.pdf')).toBe('a_b_c_d.pdf');
    expect(asciiFileName('成绩单.png')).toBe('___.png');
  });
});
