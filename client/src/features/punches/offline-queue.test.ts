import { describe, expect, it } from '@jest/globals';

import { dropScan, enqueueScan, queuedScans } from '@/features/punches/offline-queue';

/** The Storage interface over a Map, as a browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('offline queue', () => {
  it('keeps scans in order, once per code, until each is answered', () => {
    const storage = memoryStorage();
    enqueueScan({ code: 'first-code', scannedAt: '2025-06-02T00:01:00.000Z' }, storage);
    enqueueScan({ code: 'second-code', scannedAt: '2025-06-02T04:00:00.000Z' }, storage);
    enqueueScan({ code: 'first-code', scannedAt: '2025-06-02T00:01:05.000Z' }, storage);
    expect(queuedScans(storage).map((scan) => scan.code)).toEqual(['first-code', 'second-code']);

    dropScan('first-code', storage);
    expect(queuedScans(storage)).toEqual([
      { code: 'second-code', scannedAt: '2025-06-02T04:00:00.000Z' },
    ]);
    dropScan('second-code', storage);
    expect(storage.length).toBe(0);
  });

  it('reads a damaged queue as empty', () => {
    const storage = memoryStorage();
    storage.setItem('sasm.punches.offline', '{not json');
    expect(queuedScans(storage)).toEqual([]);
  });
});
