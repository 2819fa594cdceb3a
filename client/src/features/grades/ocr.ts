// Runs tesseract.js in a web worker with every file from our own server
// (client/scripts/ocr-assets.ts): no request leaves the origin. The library is
// imported only when a slip is picked, so no other page downloads it. The picture
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

/** The engine's own progress while it loads (0–1) or recognises (0–1). */
type EngineProgress = (status: string, progress: number) => void;

async function startEngine(onMessage: EngineProgress): Promise<Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const origin = window.location.origin;
  return createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: `${origin}${BASE}/worker.min.js`,
    corePath: `${origin}${BASE}/core`,
    langPath: `${origin}${BASE}/lang`,
    gzip: true,
    workerBlobURL: false,
    // A failure reaches us as a rejected promise; without a handler
    // tesseract.js also throws it, uncaught, into the page.
    errorHandler: () => {},
    logger: (message) => {
      onMessage(message.status, message.progress);
    },
  });
}

export interface OcrEngine {
  /** Starts loading the engine, so the first scan need not wait for it. */
  warm(): void;
  /**
   * Reads a picture of a slip; `onProgress` gets 0–100 over preparing the
   * picture, loading the engine and recognising.
   */
  recognise(image: Blob, onProgress: (percent: number) => void): OcrJob;
  /** Ends the engine (the page is left). */
  end(): void;
}

/**
 * One OCR engine for a visit of the Grades page: loaded when a slip is picked
 * or at the first scan, reused by the later scans, ended on leave. Cancel
 * stops it at once; the next scan loads a new one.
 */
export function createOcrEngine(): OcrEngine {
  let engine: Promise<Worker> | undefined;
  let report: EngineProgress = () => undefined;
  const start = () => {
    engine ??= startEngine((status, progress) => {
      report(status, progress);
    });
    const started = engine;
    // A failed start is tried again at the next scan.
    started.catch(() => {
      if (engine === started) engine = undefined;
    });
    return started;
  };
  const end = () => {
    const ended = engine;
    engine = undefined;
    void ended?.then((worker) => worker.terminate()).catch(() => undefined);
  };

  const recognise = (image: Blob, onProgress: (percent: number) => void): OcrJob => {
    let cancelled = false;
    const preparing = prepared(image);
    // Preparing the picture and loading the engine take the first fifth; recognising the rest.
    report = (status, progress) => {
      if (status === 'recognizing text') onProgress(20 + progress * 80);
      else onProgress(Math.min(20, 10 + progress * 10));
    };
    const cancel = () => {
      cancelled = true;
      preparing.stop();
      end();
    };
    const result = (async () => {
      const worker = await start();
      if (cancelled) throw new OcrCancelled();
      const pgm = await preparing.pgm;
      if (cancelled) throw new OcrCancelled();
      const { data } = await worker.recognize(pgm, {}, { text: true, blocks: true });
      onProgress(100);
      return { text: data.text, blocks: data.blocks };
    })().catch((error: unknown) => {
      if (cancelled) throw new OcrCancelled();
      // An engine that failed may not read again: the next scan loads a new one.
      end();
      throw error;
    });
    return { result, cancel };
  };

  return { warm: () => void start().catch(() => undefined), recognise, end };
}
