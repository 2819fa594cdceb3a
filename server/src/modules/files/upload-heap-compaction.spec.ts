import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import { processHeap, UploadHeapCompaction } from './upload-heap-compaction.js';

const MiB = 1024 * 1024;

/** A process whose waiting buffers the test sets, counting the collections asked of it. */
function fakeHeap() {
  const heap = { buffered: 2 * MiB, collections: 0 };
  const compaction = new UploadHeapCompaction({
    buffered: () => heap.buffered,
    now: () => Date.now(),
    collect: () => {
      heap.collections++;
      heap.buffered = 2 * MiB;
    },
  });
  return { heap, compaction };
}

/** An upload's response; `close()` ends it. */
function upload(compaction: UploadHeapCompaction) {
  const response = new EventEmitter();
  compaction.began(response);
  return { close: () => response.emit('close') };
}

describe(UploadHeapCompaction.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('collects while uploads are in flight once 32 MiB of buffers wait, at most every 2 s', () => {
    const { heap, compaction } = fakeHeap();
    const burst = Array.from({ length: 3 }, () => upload(compaction));
    heap.buffered = 31 * MiB;
    jest.advanceTimersByTime(1_000);
    expect(heap.collections).toBe(0);

    heap.buffered = 40 * MiB;
    jest.advanceTimersByTime(1_000);
    expect(heap.collections).toBe(1);
    heap.buffered = 40 * MiB;
    jest.advanceTimersByTime(1_000); // 1 s after the last
    expect(heap.collections).toBe(1);
    jest.advanceTimersByTime(1_000);
    expect(heap.collections).toBe(2);
    burst.forEach((one) => one.close());
  });

  it('looks once more a second after the last upload ends, then stops looking', () => {
    const { heap, compaction } = fakeHeap();
    const first = upload(compaction);
    const second = upload(compaction);
    first.close();
    heap.buffered = 40 * MiB;
    second.close();
    jest.advanceTimersByTime(999);
    expect(heap.collections).toBe(0);
    jest.advanceTimersByTime(1);
    expect(heap.collections).toBe(1);

    heap.buffered = 40 * MiB;
    jest.advanceTimersByTime(60_000);
    expect(heap.collections).toBe(1);
  });

  it('collects once more after a burst that needed it, whatever waits then', () => {
    const { heap, compaction } = fakeHeap();
    const burst = Array.from({ length: 2 }, () => upload(compaction));
    heap.buffered = 40 * MiB;
    jest.advanceTimersByTime(1_000);
    expect(heap.collections).toBe(1);
    burst.forEach((one) => one.close());
    jest.advanceTimersByTime(1_999); // two seconds after the collection, not one after the end
    expect(heap.collections).toBe(1);
    jest.advanceTimersByTime(1);
    expect(heap.collections).toBe(2);

    // The next burst starts afresh: it needed none, so none after it either.
    upload(compaction).close();
    jest.advanceTimersByTime(60_000);
    expect(heap.collections).toBe(2);
  });

  it('never collects when few buffers wait', () => {
    const { heap, compaction } = fakeHeap();
    const one = upload(compaction);
    heap.buffered = 20 * MiB;
    jest.advanceTimersByTime(10_000);
    one.close();
    jest.advanceTimersByTime(10_000);
    expect(heap.collections).toBe(0);
  });
});

describe(processHeap.name, () => {
  it('runs a full collection of this process', async () => {
    const probe = processHeap();
    const weak = new WeakRef(Array.from({ length: 10_000 }, (_, i) => ({ i })));
    // A WeakRef keeps its target until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    probe.collect();
    expect(weak.deref()).toBeUndefined();
  });

  it('counts the bytes of the Buffers alive', () => {
    const probe = processHeap();
    // Without it, the allocation below may start a collection that frees more than it takes
    // (this worker's earlier files leave Buffers behind): CI once read -50 MB.
    probe.collect();
    const before = probe.buffered();
    const held = Buffer.alloc(8 * MiB, 1);
    expect(probe.buffered() - before).toBeGreaterThanOrEqual(8 * MiB);
    expect(held.length).toBe(8 * MiB);
  });
});
