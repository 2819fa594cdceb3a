/**
 * Collects the keys asked for while a request resolves and loads them with
 * one call, so a page of N rows costs one query instead of N. Keys are
 * gathered until the event loop is idle (setImmediate), after the resolvers
 * of one list have all run; each key is loaded at most once per loader.
 */
export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>();
  private queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> =
    [];

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: () => V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => void this.flush());
      this.queue.push({ key, resolve, reject });
    });
    this.cache.set(key, promise);
    return promise;
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      const values = await this.loadMany(batch.map((entry) => entry.key));
      for (const entry of batch) entry.resolve(values.get(entry.key) ?? this.missing());
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
