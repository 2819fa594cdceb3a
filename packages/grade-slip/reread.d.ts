import type { GradeSlipMeta } from './index.js';
import type { OcrLine, ScannedGradeRow } from './layout.js';
import type { GrayImage } from './prepare.js';

/** What tesseract.js answers for a picture: its text, confidence and, when asked, its words. */
export interface Recognised {
  text: string;
  confidence: number;
  blocks?: Array<{ paragraphs: Array<{ lines: OcrLine[] }> }> | null;
}

/** Reads a PGM picture with these Tesseract parameters; `words` asks for the `blocks` output. */
export type Recognise = (
  pgm: Uint8Array,
  parameters: Record<string, string>,
  words: boolean,
) => Promise<Recognised>;

/** A slip as read: its text, and its rows and meta, or why none were found. */
export type GradeSlipReading =
  | { text: string; slip: { rows: ScannedGradeRow[]; meta: GradeSlipMeta }; failure?: undefined }
  | { text: string; slip?: undefined; failure: string };

/** The page, then each doubtful cell again alone with its column's characters only. */
export function readGradeSlip(image: GrayImage, recognise: Recognise): Promise<GradeSlipReading>;

/** A cell's box cut out of the picture with white space about it. */
export function cellPicture(
  image: GrayImage,
  box: { x0: number; y0: number; x1: number; y1: number },
): GrayImage;
