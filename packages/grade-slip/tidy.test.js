import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { facultyName } from './index.js';
import { tidyName, tidySubject } from './tidy.js';

describe('tidySubject', () => {
  it("parts a code from its number at a stray mark, and drops a mark stuck to a word's start", () => {
    assert.equal(
      tidySubject("BIO'123 Object-Oriented Programming"),
      'BIO 123 Object-Oriented Programming',
    );
    assert.equal(tidySubject('IS 125 .Physics for Engineers'), 'IS 125 Physics for Engineers');
    assert.equal(tidySubject("7 FIN'404 Technical Writing"), 'FIN 404 Technical Writing');
  });

  it('drops the average read onto the last subject, and keeps a number that is part of the title', () => {
    assert.equal(tidySubject('IT 107 Operating Systems 87.71'), 'IT 107 Operating Systems');
    assert.equal(tidySubject('MATH 201 Calculus 2'), 'MATH 201 Calculus 2');
  });
});

describe('tidyName', () => {
  const read = (text) => facultyName(tidyName(text));

  it('turns back the marks OCR misreads in a name', () => {
    assert.equal(read('SANTOS; G,'), 'SANTOS, G.');
    assert.equal(read('MENDOZA, Ro'), 'MENDOZA, R.');
    assert.equal(read('PASCUAL E,'), 'PASCUAL, E.');
    assert.equal(read('DELA CRUZ J.'), 'DELA CRUZ, J.');
  });

  it('drops specks read before or after the name, and keeps a name as printed', () => {
    assert.equal(read('oo VILLANUEVA, E.'), 'VILLANUEVA, E.');
    assert.equal(read('TORRES, B., i'), 'TORRES, B.');
    assert.equal(
      read('DE LOS SANTOS-MACARAEG, ANA LIZA C.'),
      'DE LOS SANTOS-MACARAEG, ANA LIZA C.',
    );
    assert.equal(read('LACSON, R. B.'), 'LACSON, R. B.');
  });
});
