// Prepares a grade slip's picture for OCR off the page's thread:
// decoded as the browser shows it (EXIF rotation applied), then the same steps
// the measurement runs in Node (@sasm/grade-slip/prepare). Answers the gray picture.
import { prepareSlip, type GrayImage } from '@sasm/grade-slip/prepare';

export type PrepareAnswer = { image: GrayImage } | { error: string };

self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    const bitmap = await createImageBitmap(event.data);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot read the picture.');
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const { image } = prepareSlip(context.getImageData(0, 0, canvas.width, canvas.height));
    self.postMessage({ image } satisfies PrepareAnswer, { transfer: [image.data.buffer] });
  } catch (error) {
    self.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies PrepareAnswer);
  }
};
