import type { GradeSlipMeta, ParsedGradeRow } from './index.js';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word as tesseract.js gives it. */
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}

/** A line as tesseract.js gives it (its `blocks` output). */
export interface OcrLine {
  words: OcrWord[];
  baseline?: Box;
}

type Cell = keyof Omit<ParsedGradeRow, 'raw'>;

/** A row read by its words' places, naming the cells to check first. */
export interface LaidOutGradeRow extends ParsedGradeRow {
  uncertain: Cell[];
  /** Each cell's lowest word confidence (0–100). */
  confidence: Partial<Record<Cell, number>>;
  /** Where each cell stands on the picture read (an empty number cell: its column beside the row). */
  boxes: Partial<Record<Cell, Box>>;
}

export function parseGradeWords(page: {
  text: string;
  lines: OcrLine[];
}): { rows: LaidOutGradeRow[]; meta: GradeSlipMeta } | undefined;

/** A row as a scan gives it: by the words' places it names the cells to check first. */
export type ScannedGradeRow = ParsedGradeRow &
  Partial<Pick<LaidOutGradeRow, 'uncertain' | 'confidence' | 'boxes'>>;

/** A cell's value from its text alone, as a row's words give it; undefined when it holds none. */
export function cellValue(kind: Cell, text: string): string | number | undefined;

/** tesseract.js's page as a slip: by the words' places, else by the text; throws when no row is found. */
export function parseOcrPage(page: {
  text: string;
  blocks?: Array<{ paragraphs: Array<{ lines: OcrLine[] }> }> | null;
}): { rows: ScannedGradeRow[]; meta: GradeSlipMeta };
