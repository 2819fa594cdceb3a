import { describe, expect, it } from '@jest/globals';
import { fileMessages, fileRules, sniffMime } from './file-types.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => Buffer.from(part as string, 'latin1')));

describe(sniffMime.name, () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], '..JFIF')],
    ['image/png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['application/pdf', bytes('%PDF-1.7\n')],
  ])('recognises %s from its first bytes', (mime, head) => {
    expect(sniffMime(head)).toBe(mime);
  });

  it.each([
    ['text', bytes('hello, world')],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a JPEG start cut short', bytes([0xff, 0xd8])],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['nothing', bytes()],
  ])('recognises nothing in %s', (_what, head) => {
    expect(sniffMime(head)).toBeNull();
  });
});

describe('fileRules', () => {
  it('limits each purpose to its types and size', () => {
    const MB = 1024 * 1024;
    expect(fileRules.profile_photo).toMatchObject({
      accept: ['image/jpeg', 'image/png'],
      maxBytes: 5 * MB,
    });
    expect(fileRules.certificate.accept).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/pdf',
    ]);
    expect(fileRules.certificate.maxBytes).toBe(5 * MB);
    expect(fileRules.parent_id).toMatchObject({
      accept: ['image/jpeg', 'image/png', 'application/pdf'],
      maxBytes: 10 * MB,
    });
    expect(fileRules.id_document.maxBytes).toBe(10 * MB);
    expect(fileRules.signature).toMatchObject({
      accept: ['image/jpeg', 'image/png'],
      maxBytes: 2 * MB,
    });
  });

  it('words the messages of the 2x2 picture', () => {
    expect(fileMessages('profile_photo', 'me.gif')).toMatchObject({
      wrongType: '2x2 picture must be a JPG or PNG image.',
      tooBig: 'The 2x2 picture exceeds the 5MB limit.',
      empty: 'The 2x2 picture is empty.',
    });
  });

  it('names the certificate in its messages', () => {
    expect(fileMessages('certificate', 'award.docx')).toMatchObject({
      wrongType: 'Certificate "award.docx" must be an image or a PDF.',
      tooBig: 'Certificate "award.docx" exceeds the 5MB limit.',
      empty: 'Certificate "award.docx" is empty.',
    });
  });

  it('words the messages of the other documents', () => {
    expect(fileMessages('parent_id', 'id.png')).toMatchObject({
      wrongType: 'The parent/guardian ID must be a JPG, PNG or PDF file.',
      tooBig: 'The parent/guardian ID exceeds the 10MB limit.',
    });
    expect(fileMessages('id_document', 'id.png').tooBig).toBe(
      'The ID document exceeds the 10MB limit.',
    );
    expect(fileMessages('signature', 's.png')).toMatchObject({
      wrongType: 'The signature must be a JPG or PNG image.',
      tooBig: 'The signature exceeds the 2MB limit.',
    });
  });
});
