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
}
export interface KindFigures {
  kind: string;
  pictures: number;
  right: number;
  total: number;
  share: number;
  inTextShare: number;
  secondsPerPage: number;
}
export const REAL_WORLD: string;
export function measureRealWorld(options?: {
  kinds?: string[];
  onPage?: (page: RealWorldPage) => void;
}): Promise<{ pages: RealWorldPage[]; kinds: KindFigures[] }>;
export function byKind(pages: readonly RealWorldPage[]): KindFigures[];
export function kindTable(kinds: readonly KindFigures[]): string;
