export interface OcrPage {
  file: string;
  seconds: number;
  right: number;
  total: number;
  share: number;
}
export function measureOcr(): Promise<{
  pages: OcrPage[];
  right: number;
  total: number;
  share: number;
  secondsPerPage: number;
}>;

/** A picture of the real-world set: its kind and how many true cells the OCR text holds. */
export interface RealWorldPage extends OcrPage {
  kind: string;
  inText: number;
  /** Wrong cells the parse marked uncertain. */
  flagged: number;
}
export interface KindFigures {
  kind: string;
  pictures: number;
  right: number;
  total: number;
  share: number;
  inTextShare: number;
  /** Of the wrong cells, the share marked uncertain. */
  flaggedShare: number;
  secondsPerPage: number;
}
export const REAL_WORLD: string;
export function measureRealWorld(options?: {
  /** A set made from another seed (client/scripts/real-world-slips.mjs --seed --out). */
  dir?: string;
  kinds?: string[];
  onPage?: (page: RealWorldPage) => void;
  prepare?: boolean;
  skip?: string[];
  /** OCR workers reading side by side (one per core). */
  workers?: number;
}): Promise<{ pages: RealWorldPage[]; kinds: KindFigures[] }>;
export function byKind(pages: readonly RealWorldPage[]): KindFigures[];
export function kindTable(kinds: readonly KindFigures[]): string;
