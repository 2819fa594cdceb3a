import type { GradeSlipMeta, ParsedGradeRow } from './index.js';

export interface SampleSlip {
  name: string;
  meta: Required<Omit<GradeSlipMeta, 'generalAvg'>> & { generalAvg: number };
  rows: Array<Omit<ParsedGradeRow, 'raw'> & { section?: string; remarks?: string }>;
}

/** A column a slip may print; `numeric` ones are right-aligned. */
export type ColumnKey =
  'subject' | 'faculty' | 'one' | 'two' | 'final' | 'units' | 'status' | 'section' | 'remarks';
export const COLUMNS: Record<
  ColumnKey,
  { label: string; numeric?: boolean; print?: (value: unknown) => string }
>;
export const DEFAULT_COLUMNS: ColumnKey[];

export interface SlipOptions {
  /** Degrees the sheet is tilted (print theme). */
  rotate?: number;
  /** The columns, in order (default DEFAULT_COLUMNS). */
  columns?: ColumnKey[];
  /** Header labels other than COLUMNS' labels. */
  labels?: Partial<Record<ColumnKey, string>>;
  /** A CSS font-family. */
  font?: string;
  /** The background of every other row. */
  zebra?: string;
  /** Column widths in px: long names wrap. */
  widths?: Partial<Record<ColumnKey, number>>;
  /** The lines under the table (default General Average and Averages). */
  summary?: string[];
  school?: string;
  title?: string;
  /** 'print' (the registrar's paper, default) or 'portal' (a student portal's page). */
  theme?: 'print' | 'portal';
}

export const SAMPLE_SLIPS: SampleSlip[];
/** The slip as HTML to render; the default options give the registrar's slip. */
export function slipHtml(slip: SampleSlip, options?: SlipOptions): string;
