/** Gray pixels, one byte each, row by row. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A picture made ready for OCR, and the steps that ran on it. */
export function prepareSlip(
  rgba: { width: number; height: number; data: Uint8Array | Uint8ClampedArray },
  options?: { skip?: string[] },
): { image: GrayImage; steps: string[] };

/** The picture as a binary PGM file, which Tesseract reads as it is. */
export function pgmOf(image: GrayImage): Uint8Array;
