/** One parsed row of a grade slip (A§3 Parsed grade row). */
export interface ParsedGradeRow {
  subject: string;
  faculty: string;
  one: number | null;
  two: number | null;
  final: number | null;
  units: number;
  status: string;
  /** The OCR line it came from. */
  raw: string;
}

/** The slip's labelled fields (A§2.3 meta); generalAvg within 50–100 or null. */
export interface GradeSlipMeta {
  level?: string;
  date?: string;
  enrolledBy?: string;
  generalAvg?: number | null;
  program?: string;
  averages?: string;
}

export interface ParsedGradeSlip {
  rows: ParsedGradeRow[];
  meta: GradeSlipMeta;
}

export const GRADE_MIN: 50;
export const GRADE_MAX: 100;
export const DEFAULT_UNITS: 3;
export const CSV_HEADER: string[];
export const CELLS: Array<keyof Omit<ParsedGradeRow, 'raw'>>;

/** A grade within 50–100, else null. */
export function gradeOf(value: number | undefined | null): number | null;
/** One table row of an OCR line, or undefined when the line is none. */
export function parseRow(line: string): ParsedGradeRow | undefined;
export function parseMeta(text: string): GradeSlipMeta;
/** Improve scan; throws an Error (shown as 'Parse failed: …') when no row is found. */
export function parseGradeSlip(text: string): ParsedGradeSlip;
/** Export CSV of the rows (header Subject,Faculty,1,2,Final,Units,Status). */
export function gradesCsv(
  rows: ReadonlyArray<Omit<ParsedGradeRow, 'raw'> & { raw?: string }>,
): string;

type CellRow = Omit<ParsedGradeRow, 'raw'>;
export function cellAccuracy(
  truth: readonly CellRow[],
  parsed: ReadonlyArray<CellRow & { uncertain?: readonly string[] }>,
  cells?: ReadonlyArray<keyof CellRow>,
): { right: number; total: number; flagged: number; share: number };
