// Runs tesseract.js in a web worker with every file from our own server
// (client/scripts/ocr-assets.ts): no request leaves the origin. The library is
// imported only when a scan starts, so no other page downloads it. The picture
// is prepared first, in a worker of its own (prepare-worker.ts).
import type { Page, Worker } from 'tesseract.js';

import type { PrepareAnswer } from '@/features/grades/prepare-worker';

const BASE = '/tesseract';

/** What OCR read: the text, and its words with their places (for the layout parser). */
export type OcrPage = Pick<Page, 'text' | 'blocks'>;

export interface OcrJob {
  /** The recognised page. */
  result: Promise<OcrPage>;
  /** Stops the worker at once (Cancel OCR); the result then rejects with OcrCancelled. */
  cancel: () => void;
}

export class OcrCancelled extends Error {
  constructor() {
    super('OCR cancelled');
  }
}

/** The picture as a PGM file ready for OCR (prepare-worker.ts); `stop` ends the worker. */
function prepared(image: Blob): { pgm: Promise<Blob>; stop: () => void } {
  const worker = new Worker(new URL('./prepare-worker.ts', import.meta.url), { type: 'module' });
  const pgm = new Promise<Blob>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<PrepareAnswer>) => {
      worker.terminate();
      if ('error' in data) reject(new Error(data.error));
      else resolve(new Blob([data.pgm as Uint8Array<ArrayBuffer>]));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The picture could not be prepared.'));
    };
  });
  // Its failure is read where the picture is awaited, after the engine has loaded.
  pgm.catch(() => undefined);
  worker.postMessage(image);
  return { pgm, stop: () => worker.terminate() };
}

/**
 * Reads a picture of a slip; `onProgress` gets 0–100 over preparing the
 * picture, loading the engine and recognising.
 */
export function recognise(image: Blob, onProgress: (percent: number) => void): OcrJob {
  let worker: Worker | undefined;
  let cancelled = false;
  const preparing = prepared(image);
  const cancel = () => {
    cancelled = true;
    preparing.stop();
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
        // Preparing the picture and loading the engine take the first fifth; recognising the rest.
        if (message.status === 'recognizing text') onProgress(20 + message.progress * 80);
        else onProgress(Math.min(20, 10 + message.progress * 10));
      },
    });
    try {
      const pgm = await preparing.pgm;
      if (cancelled) throw new OcrCancelled();
      const { data } = await worker.recognize(pgm, {}, { text: true, blocks: true });
      onProgress(100);
      return { text: data.text, blocks: data.blocks };
    } finally {
      void worker.terminate();
    }
  })().catch((error: unknown) => {
    throw cancelled ? new OcrCancelled() : error;
  });
  return { result, cancel };
}
