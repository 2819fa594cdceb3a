// Class schedules (A§2.3 Upload Schedule, A§5, A§9: PDF only, 10 MB): a real
// one-page PDF the server's byte sniffing accepts, and the files it refuses.
import { Buffer } from 'node:buffer';

/** A§9: the largest schedule PDF, in bytes. */
export const SCHEDULE_MAX_BYTES = 10 * 1024 * 1024;

/** A§5 messages of a refused schedule file. */
export const SCHEDULE_FILE_MESSAGES = Object.freeze({
  wrongType: 'Only PDF files are allowed.',
  tooBig: 'File too large. Max 10MB allowed.',
});

const escapePdf = (value) => String(value).replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page PDF of a class schedule: a title and one line per class
 * (e.g. 'MWF 08:00-09:00 Math 101'). `padTo` pads the file with a comment
 * to exactly that many bytes (for size limits).
 */
export function schedulePdf({ title = 'Class Schedule', classes = DEFAULT_CLASSES, padTo } = {}) {
  const lines = classes
    .map((line, index) => `${index === 0 ? '0 -36' : '0 -18'} Td (${escapePdf(line)}) Tj`)
    .join(' ');
  const stream = `BT /F1 20 Tf 72 720 Td (${escapePdf(title)}) Tj /F1 12 Tf ${lines} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, 'latin1');
  if (padTo === undefined) return pdf;
  if (padTo < pdf.length + 2)
    throw new RangeError(`schedulePdf: padTo ${padTo} is below the PDF's ${pdf.length} bytes`);
  // A comment after %%EOF: readers ignore it, the size is exact.
  const padding = Buffer.alloc(padTo - pdf.length, 0x20);
  padding[0] = 0x25; // '%'
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([pdf, padding]);
}

const DEFAULT_CLASSES = Object.freeze([
  'MWF 08:00-09:00  Math 101  Room 204',
  'TTh 10:30-12:00  English 102  Room 310',
  'MWF 13:00-14:00  Physics 111  Lab 2',
]);

/** A real PNG's first bytes under a .pdf name: refused by its bytes, not its name. */
export function pngNamedPdf() {
  return {
    buffer: Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
      0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90,
      0x77, 0x53, 0xde,
    ]),
    filename: 'schedule.pdf',
  };
}
