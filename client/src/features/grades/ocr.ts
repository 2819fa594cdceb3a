// Runs tesseract.js in a web worker with every file from our own server
// (client/scripts/ocr-assets.ts): no request leaves the origin. The library is
// imported only when a scan starts, so no other page downloads it.
import type { Worker } from 'tesseract.js';

const BASE = '/tesseract';

export interface OcrJob {
  /** The recognised text. */
  result: Promise<string>;
  /** Stops the worker at once (Cancel OCR); the result then rejects with OcrCancelled. */
  cancel: () => void;
}

export class OcrCancelled extends Error {
  constructor() {
    super('OCR cancelled');
  }
}

/** Reads the text of an image; `onProgress` gets 0–100 over loading and recognising. */
export function recognise(image: Blob, onProgress: (percent: number) => void): OcrJob {
  let worker: Worker | undefined;
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    void worker?.terminate();
  };
  const result = (async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    if (cancelled) throw new OcrCancelled();
    const origin = window.location.origin;
    worker = await createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: `${origin}${BASE}/worker.min.js`,
      corePath: `${origin}${BASE}/core`,
      langPath: `${origin}${BASE}/lang`,
      gzip: true,
      workerBlobURL: false,
      // A failure reaches us as the rejected promise below; without a handler
      // tesseract.js also throws it, uncaught, into the page.
      errorHandler: () => {},
      logger: (message) => {
        // Loading the engine and the language take the first tenth; recognising the rest.
        if (message.status === 'recognizing text') onProgress(10 + message.progress * 90);
        else onProgress(Math.min(10, message.progress * 10));
      },
    });
    if (cancelled) throw new OcrCancelled();
    try {
      const { data } = await worker.recognize(image);
      onProgress(100);
      return data.text;
    } finally {
      void worker.terminate();
    }
  })().catch((error: unknown) => {
    throw cancelled ? new OcrCancelled() : error;
  });
  return { result, cancel };
}
