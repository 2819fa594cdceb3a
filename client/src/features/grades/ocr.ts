// Runs tesseract.js in a web worker with every file from our own server
// (client/scripts/ocr-assets.ts): no request leaves the origin. The library is
// imported only when a slip is picked, so no other page downloads it. The picture
// is prepared first, in a worker of its own (prepare-worker.ts); the page is
// read, then each cell it doubts again (@sasm/grade-slip/reread).
import type { GrayImage } from '@sasm/grade-slip/prepare';
import { readGradeSlip, type GradeSlipReading } from '@sasm/grade-slip/reread';
import type { Worker } from 'tesseract.js';

import type { PrepareAnswer, PrepareRequest } from '@/features/grades/prepare-worker';

const BASE = '/tesseract';

export interface OcrJob {
  /** The slip as read: its text, and its rows or why none were found. */
  result: Promise<GradeSlipReading>;
  /** Stops the worker at once (Cancel OCR); the result then rejects with OcrCancelled. */
  cancel: () => void;
}

export class OcrCancelled extends Error {
  constructor() {
    super('OCR cancelled');
  }
}

/** The worker that makes pictures ready for OCR (prepare-worker.ts), kept for the visit. */
interface Preparer {
  prepare(picture: Blob): Promise<GrayImage>;
  stop(): void;
}

function startPreparer(): Preparer {
  const worker = new Worker(new URL('./prepare-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<
    number,
    { resolve: (image: GrayImage) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  // A worker that failed (its script did not load) answers nothing more.
  let broken: Error | undefined;
  const failAll = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  worker.onmessage = ({ data }: MessageEvent<PrepareAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('error' in data) request?.reject(new Error(data.error));
    else request?.resolve(data.image);
  };
  worker.onerror = (event) => {
    broken = new Error(event.message || 'The picture could not be prepared.');
    failAll(broken);
  };
  return {
    prepare: (picture) =>
      new Promise((resolve, reject) => {
        if (broken) {
          reject(broken);
          return;
        }
        const id = (next += 1);
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, picture } satisfies PrepareRequest);
      }),
    stop: () => {
      worker.terminate();
      failAll(new OcrCancelled());
    },
  };
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
  /** Starts loading the engine and preparing the picture, so the scan need not wait for them. */
  warm(picture: Blob): void;
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
 * stops it at once; the next scan loads a new one. The picked picture is
 * prepared meanwhile, by a worker kept as long.
 */
export function createOcrEngine(): OcrEngine {
  let engine: Promise<Worker> | undefined;
  let preparer: Preparer | undefined;
  let preparation: { picture: Blob; image: Promise<GrayImage> } | undefined;
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
  const prepare = (picture: Blob) => {
    if (preparation?.picture !== picture) {
      preparer ??= startPreparer();
      const image = preparer.prepare(picture);
      // Its failure is read where the picture is awaited, after the engine has loaded.
      image.catch(() => undefined);
      preparation = { picture, image };
    }
    return preparation.image;
  };
  const end = () => {
    const ended = engine;
    engine = undefined;
    void ended?.then((worker) => worker.terminate()).catch(() => undefined);
    preparer?.stop();
    preparer = undefined;
    preparation = undefined;
  };

  const recognise = (image: Blob, onProgress: (percent: number) => void): OcrJob => {
    let cancelled = false;
    const preparing = prepare(image);
    // Preparing the picture and loading the engine take the first fifth, reading the
    // page most of the rest, reading its doubtful cells again the last tenth.
    let cellsNext = false;
    report = (status, progress) => {
      if (cellsNext) return;
      if (status === 'recognizing text') onProgress(20 + progress * 70);
      else onProgress(Math.min(20, 10 + progress * 10));
    };
    const cancel = () => {
      cancelled = true;
      end();
    };
    const result = (async () => {
      const worker = await start();
      if (cancelled) throw new OcrCancelled();
      const prepared = await preparing;
      if (cancelled) throw new OcrCancelled();
      const reading = await readGradeSlip(prepared, async (pgm, parameters, words) => {
        if (cancelled) throw new OcrCancelled();
        cellsNext = !words;
        const picture = new Blob([pgm as Uint8Array<ArrayBuffer>]);
        const { data } = await worker.recognize(picture, parameters, { text: true, blocks: words });
        return data;
      });
      onProgress(100);
      return reading;
    })().catch((error: unknown) => {
      if (cancelled) throw new OcrCancelled();
      // An engine that failed may not read again: the next scan loads a new one.
      end();
      throw error;
    });
    return { result, cancel };
  };

  const warm = (picture: Blob) => {
    void start().catch(() => undefined);
    void prepare(picture);
  };

  return { warm, recognise, end };
}
