import type { PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import type { Redis } from 'ioredis';

export interface LiveCacheOptions {
  /** How long an entry may serve without hearing of a change: the bound on staleness should a message ever be lost. */
  ttlMs: number;
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * A per-instance cache of database answers that every instance keeps honest
 * through the shared pub/sub: whoever changes the data publishes on a topic,
 * each instance drops the entries it names. Whatever the cache is unsure of
 * goes to the database instead:
 * - while the Redis subscriber is not connected (a missed message would leave
 *   an entry stale), nothing is read from or stored in the cache, and it is
 *   emptied when the connection is back;
 * - a load that began before an invalidation is not stored (it may have read
 *   the old row) — every invalidation advances `generation`.
 */
export class LiveCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly subscriptions: number[] = [];
  private readonly subscriber?: Redis;
  private generation = 0;

  constructor(
    private readonly pubSub: PubSubEngine,
    private readonly options: LiveCacheOptions,
  ) {
    if (pubSub instanceof RedisPubSub) {
      this.subscriber = pubSub.getSubscriber() as Redis;
      this.subscriber.on('ready', () => this.clear());
    }
  }

  /** Drops what `invalidate` names whenever a message arrives on `topic`, from any instance. */
  async listen<M>(topic: string, invalidate: (message: M) => void): Promise<void> {
    this.subscriptions.push(await this.pubSub.subscribe(topic, invalidate, {}));
  }

  close(): void {
    for (const id of this.subscriptions.splice(0)) this.pubSub.unsubscribe(id);
    this.clear();
  }

  /** The cached value, or `load()`'s (cached unless undefined). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.trustworthy) return load();
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt < this.options.ttlMs) return entry.value;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation && this.trustworthy)
      this.store(key, value);
    return value;
  }

  delete(keys: Iterable<string>): void {
    this.generation += 1;
    for (const key of keys) this.entries.delete(key);
  }

  deleteWhere(test: (value: V) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private get trustworthy(): boolean {
    return !this.subscriber || this.subscriber.status === 'ready';
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the one stored longest ago.
    if (this.entries.size >= this.options.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, storedAt: Date.now() });
  }
}
