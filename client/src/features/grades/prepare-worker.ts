// Prepares a grade slip's picture for OCR off the page's thread:
// decoded as the browser shows it (EXIF rotation applied), then the same steps
// the measurement runs in Node (@sasm/grade-slip/prepare). Answers the gray picture.
// One worker serves a visit of the page, so its code is compiled once, not at every scan.
import { prepareSlip, type GrayImage } from '@sasm/grade-slip/prepare';

export interface PrepareRequest {
  id: number;
  picture: Blob;
}

export type PrepareAnswer = { id: number } & ({ image: GrayImage } | { error: string });

self.onmessage = async ({ data: { id, picture } }: MessageEvent<PrepareRequest>) => {
  try {
    const bitmap = await createImageBitmap(picture);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot read the picture.');
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const { image } = prepareSlip(context.getImageData(0, 0, canvas.width, canvas.height));
    self.postMessage({ id, image } satisfies PrepareAnswer, { transfer: [image.data.buffer] });
  } catch (error) {
    self.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies PrepareAnswer);
  }
};
