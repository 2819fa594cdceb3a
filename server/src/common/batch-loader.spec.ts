import { describe, expect, it } from '@jest/globals';
import { BatchLoader } from './batch-loader.js';

describe(BatchLoader.name, () => {
  it('loads the keys asked for together in one call, each once', async () => {
    const calls: string[][] = [];
    const sut = new BatchLoader<string, string>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.map((key) => [key, key.toUpperCase()]));
      },
      () => '?',
    );

    const values = await Promise.all([sut.load('a'), sut.load('b'), sut.load('a')]);
    const later = await sut.load('b');

    expect(values).toEqual(['A', 'B', 'A']);
    expect(later).toBe('B');
    expect(calls).toEqual([['a', 'b']]);
  });

  it('answers keys the batch did not return with the fallback', async () => {
    const sut = new BatchLoader<string, string[]>(
      async () => new Map(),
      () => [],
    );

    await expect(sut.load('x')).resolves.toEqual([]);
  });

  it('fails every waiting key when the batch fails', async () => {
    const sut = new BatchLoader<string, string>(
      async () => {
        throw new Error('database down');
      },
      () => '?',
    );

    const results = await Promise.allSettled([sut.load('a'), sut.load('b')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
