import type { GradeSlipMeta, ParsedGradeRow } from './index.js';

export interface SampleSlip {
  name: string;
  meta: Required<Omit<GradeSlipMeta, 'generalAvg'>> & { generalAvg: number };
  rows: Array<Omit<ParsedGradeRow, 'raw'>>;
}

export const SAMPLE_SLIPS: SampleSlip[];
/** The slip as HTML to render; `rotate` in degrees. */
export function slipHtml(slip: SampleSlip, options?: { rotate?: number }): string;
