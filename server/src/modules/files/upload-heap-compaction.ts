import type { OnModuleDestroy } from '@nestjs/common';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Buffers waiting for V8 to collect them past which a collection is worth its pause. */
const BUFFERED_BYTES = 32 * 1024 * 1024;
/** How often to look while uploads are in flight, and how long after the last one ends. */
const CHECK_MS = 1_000;
/** At most one collection this often, whatever happens. */
const MIN_INTERVAL_MS = 2_000;

export interface HeapProbe {
  /** Bytes of Buffers and ArrayBuffers still held by the heap, collectable or not. */
  buffered(): number;
  /** Full, synchronous garbage collection. */
  collect(): void;
  now(): number;
}

/**
 * Keeps a burst of uploads from growing the process for good. Every chunk an
 * upload reads is a Buffer outside V8's heap; with hundreds of uploads at
 * once (whole, dropped or trickling) they pile up faster than V8 collects
 * them, and the memory the allocator took for them stays with the process
 * after they are freed (bench uploads-abuse: 121 MiB still kept five seconds
 * after two rounds).
 * While uploads are in flight, and once a second after the last, a full
 * collection frees them as soon as 32 MiB wait, so the allocator reuses
 * what it has: at most every two seconds, never when few buffers wait
 * (a student's one application does not trigger it). A burst that needed
 * one gets one more after it ends, which gives back the heap V8 grew for it.
 * Measured (bench uploads-abuse, two rounds): 224 → 238 MiB five seconds
 * after the last wave, where it was 210 → 331.
 */
export class UploadHeapCompaction implements OnModuleDestroy {
  private inFlight = 0;
  private watch?: NodeJS.Timeout;
  private afterBurst?: NodeJS.Timeout;
  private lastAt = -Infinity;
  private collectedInBurst = false;

  constructor(private readonly probe: HeapProbe) {}

  /** One upload began; it ends when its response closes. */
  began(response: { once(event: 'close', listener: () => void): unknown }): void {
    if (this.inFlight++ === 0) {
      clearTimeout(this.afterBurst);
      this.watch = setInterval(() => this.check(), CHECK_MS).unref();
    }
    response.once('close', () => {
      if (--this.inFlight > 0) return;
      clearInterval(this.watch);
      const wait = Math.max(CHECK_MS, this.lastAt + MIN_INTERVAL_MS - this.probe.now());
      this.afterBurst = setTimeout(() => this.afterBurstEnded(), wait).unref();
    });
  }

  /** A burst that needed collecting leaves a heap grown for it: one more gives that back. */
  private afterBurstEnded(): void {
    if (this.collectedInBurst) this.collect();
    else this.check();
    this.collectedInBurst = false;
  }

  onModuleDestroy(): void {
    clearInterval(this.watch);
    clearTimeout(this.afterBurst);
  }

  private check(): void {
    if (this.probe.buffered() < BUFFERED_BYTES) return;
    if (this.probe.now() - this.lastAt < MIN_INTERVAL_MS) return;
    this.collect();
    if (this.inFlight > 0) this.collectedInBurst = true;
  }

  private collect(): void {
    this.probe.collect();
    this.lastAt = this.probe.now();
  }
}

/** This process: `gc` reached as jest's leak detector does, without a command-line flag. */
export function processHeap(): HeapProbe {
  let gc: (() => void) | undefined;
  return {
    buffered: () => process.memoryUsage().arrayBuffers,
    now: () => Date.now(),
    collect: () => {
      if (!gc) {
        setFlagsFromString('--expose-gc');
        gc = runInNewContext('gc') as () => void;
      }
      gc();
    },
  };
}
