import type { Buffer } from 'node:buffer';

/** A§9: the largest schedule PDF, in bytes (10 MB). */
export declare const SCHEDULE_MAX_BYTES: number;

/** A§5 messages of a refused schedule file. */
export declare const SCHEDULE_FILE_MESSAGES: Readonly<{
  wrongType: 'Only PDF files are allowed.';
  tooBig: 'File too large. Max 10MB allowed.';
}>;

/**
 * A one-page PDF of a class schedule: a title and one line per class.
 * `padTo` pads it to exactly that many bytes (for size limits).
 * @throws RangeError when `padTo` is smaller than the PDF
 * @example schedulePdf({ padTo: SCHEDULE_MAX_BYTES + 1 })
 */
export declare function schedulePdf(options?: {
  title?: string;
  classes?: readonly string[];
  padTo?: number;
}): Buffer;

/** A PNG's bytes under the name schedule.pdf: refused by its bytes, not its name. */
export declare function pngNamedPdf(): { buffer: Buffer; filename: string };
