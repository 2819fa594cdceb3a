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
