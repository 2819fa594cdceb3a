import { readFileSync } from 'node:fs';
import { fixture } from './applications.js';

const MB = 1024 * 1024;
const PDF = readFileSync(fixture('certificate.pdf'));
const JPEG_WITH_GPS = readFileSync(fixture('photo-with-exif.jpg'));
const PNG = readFileSync(fixture('picture-with-text.png'));
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14),
]);
const text = (value: string) => Buffer.from(value, 'utf8');
/** `size` bytes that start as a PDF. */
const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

/** What the server must do with a certificate upload (purpose `certificate`: images or PDF, 5 MB). */
export type HostileOutcome =
  | { refused: 'wrongType' | 'empty' | 'tooBig' }
  | {
      /** The type the bytes announce, whatever the name or the declared type said. */
      mime: string;
      /** The name it is served under (`filename*`), cleaned. */
      name: string;
      /** The ASCII fallback of Content-Disposition. */
      fallback: string;
      /** Bytes that must not survive storage (EXIF with GPS). */
      stripped?: string;
    };

export interface HostileFile {
  case: string;
  filename: string;
  /** The Content-Type the client claims (never trusted). */
  type: string;
  bytes: Buffer;
  outcome: HostileOutcome;
}

const refused = (reason: 'wrongType' | 'empty' | 'tooBig') => ({ refused: reason });
const stored = (mime: string, name: string, fallback = name, stripped?: string) => ({
  mime,
  name,
  fallback,
  stripped,
});

/**
 * Files a hostile or broken client sends as a certificate, each with what
 * must happen to it: refused with the purpose's message, or stored and
 * served with the type of its bytes and a clean name (issue #18).
 */
export const hostileFiles: HostileFile[] = [
  // Markup and scripts under document names.
  {
    case: 'HTML with a script named .pdf',
    filename: 'cert.pdf',
    type: 'application/pdf',
    bytes: text('<html><script>alert(1)</script></html>'),
    outcome: refused('wrongType'),
  },
  {
    case: 'SVG with onload named .png',
    filename: 'cert.png',
    type: 'image/png',
    bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    outcome: refused('wrongType'),
  },
  {
    case: 'JavaScript named .jpg',
    filename: 'cert.jpg',
    type: 'image/jpeg',
    bytes: text('alert(document.cookie)'),
    outcome: refused('wrongType'),
  },
  {
    case: 'XHTML named .webp',
    filename: 'cert.webp',
    type: 'image/webp',
    bytes: text('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>'),
    outcome: refused('wrongType'),
  },
  // Executables and archives under document names.
  {
    case: 'Windows executable named .pdf',
    filename: 'cert.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([text('MZ'), Buffer.alloc(200)]),
    outcome: refused('wrongType'),
  },
  {
    case: 'ELF binary named .pdf',
    filename: 'cert.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from([0x7f]), text('ELF'), Buffer.alloc(200)]),
    outcome: refused('wrongType'),
  },
  {
    case: 'ZIP archive named .pdf',
    filename: 'cert.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]),
    outcome: refused('wrongType'),
  },
  {
    case: 'PostScript named .pdf',
    filename: 'cert.pdf',
    type: 'application/pdf',
    bytes: text('%!PS-Adobe-3.0\n/Helvetica findfont'),
    outcome: refused('wrongType'),
  },
  {
    case: 'shell script named .png',
    filename: 'cert.png',
    type: 'image/png',
    bytes: text('#!/bin/sh\nrm -rf /\n'),
    outcome: refused('wrongType'),
  },
  // Sizes.
  {
    case: 'an empty file',
    filename: 'empty.pdf',
    type: 'application/pdf',
    bytes: Buffer.alloc(0),
    outcome: refused('empty'),
  },
  {
    case: 'one byte over 5 MB',
    filename: 'big.pdf',
    type: 'application/pdf',
    bytes: pdfOfSize(5 * MB + 1),
    outcome: refused('tooBig'),
  },
  {
    case: 'exactly 5 MB',
    filename: 'limit.pdf',
    type: 'application/pdf',
    bytes: pdfOfSize(5 * MB),
    outcome: stored('application/pdf', 'limit.pdf'),
  },
  // Type headers at the wrong offset.
  {
    case: 'a PDF header after two newlines',
    filename: 'cert.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([text('\n\n'), PDF]),
    outcome: refused('wrongType'),
  },
  {
    case: 'a JPEG marker at offset 4',
    filename: 'cert.jpg',
    type: 'image/jpeg',
    bytes: Buffer.concat([text('xxxx'), JPEG_WITH_GPS]),
    outcome: refused('wrongType'),
  },
  // Polyglots: stored as what their first bytes are, served with nosniff.
  {
    case: 'a GIF/JavaScript polyglot',
    filename: 'poly.gif',
    type: 'image/gif',
    bytes: text('GIF89a/*\x00\x00*/=alert(1)//;'),
    outcome: stored('image/gif', 'poly.gif'),
  },
  {
    case: 'a PDF/HTML polyglot',
    filename: 'poly.pdf',
    type: 'text/html',
    bytes: Buffer.concat([text('%PDF-1.4\n<html><script>alert(1)</script>\n'), PDF]),
    outcome: stored('application/pdf', 'poly.pdf'),
  },
  // Type from the bytes, not the name or the declared type.
  {
    case: 'a WebP named .jpg',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: WEBP,
    outcome: stored('image/webp', 'photo.jpg'),
  },
  {
    case: 'a PDF declared as image/png',
    filename: 'scan.png',
    type: 'image/png',
    bytes: PDF,
    outcome: stored('application/pdf', 'scan.png'),
  },
  // Metadata.
  {
    case: 'a JPEG with EXIF and GPS',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: JPEG_WITH_GPS,
    outcome: stored('image/jpeg', 'photo.jpg', 'photo.jpg', 'GPS'),
  },
  {
    case: 'a PNG with a text chunk',
    filename: 'picture.png',
    type: 'image/png',
    bytes: PNG,
    outcome: stored('image/png', 'picture.png'),
  },
  // Names.
  {
    case: 'a name with path traversal',
    filename: '../../etc/passwd.pdf',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', 'passwd.pdf'),
  },
  {
    case: 'a Windows fake path',
    filename: 'C:\\fakepath\\cert.pdf',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', 'cert.pdf'),
  },
  {
    case: 'a name with quotes',
    filename: 'my "best" cert.pdf',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', 'my "best" cert.pdf', 'my _best_ cert.pdf'),
  },
  {
    case: 'a name with CR/LF and a header',
    filename: 'evil\r\nSet-Cookie: a=b.pdf',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', 'evilSet-Cookie: a=b.pdf'),
  },
  {
    case: 'a bidi override disguising an extension',
    filename: 'cert\u202Efdp.exe',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', 'certfdp.exe'),
  },
  {
    case: 'isolates and a NUL in the name',
    filename: 'a\u2066b\u2069\u0000c.pdf',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', 'abc.pdf'),
  },
  {
    case: 'a non-ASCII name',
    filename: 'Peñaranda-certificate.pdf',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', 'Peñaranda-certificate.pdf', 'Penaranda-certificate.pdf'),
  },
  {
    case: 'a 5,000-character name',
    filename: `${'n'.repeat(5000)}.pdf`,
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', `${'n'.repeat(196)}.pdf`),
  },
  {
    case: 'an emoji name',
    filename: '📄 grades.pdf',
    type: 'application/pdf',
    bytes: PDF,
    outcome: stored('application/pdf', '📄 grades.pdf', '__ grades.pdf'),
  },
];
