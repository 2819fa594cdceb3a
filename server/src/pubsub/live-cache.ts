import type { PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import type { Redis } from 'ioredis';

export interface LiveCacheOptions {
  /** How long an entry may serve without hearing of a change: the bound on staleness should a message ever be lost. */
  ttlMs: number;
  /** 0: nothing is kept, and callers asking for a key being loaded still wait for that one load. */
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/** A load under way; marked stale when an invalidation may concern what it reads. */
interface Flight<V> {
  promise: Promise<V | undefined>;
  stale: boolean;
}

/**
 * A per-instance cache of database answers that every instance keeps honest
 * through the shared pub/sub: whoever changes the data publishes on a topic,
 * each instance drops the entries it names. Whatever the cache is unsure of
 * goes to the database instead:
 * - while the Redis subscriber is not connected (a missed message would leave
 *   an entry stale), nothing is read from or stored in the cache, and it is
 *   emptied when the connection is back;
 * - a load under way when an invalidation names its key (or may: `deleteWhere`,
 *   `clear`) is not stored, as it may have read the old row, and later callers
 *   start a load of their own instead of waiting for it.
 * Callers asking for a key that is being loaded wait for that one load: after a
 * write, every open table refetching the same page costs one query, not one each.
 */
export class LiveCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly flights = new Map<string, Flight<V>>();
  private readonly subscriptions: number[] = [];
  private readonly subscriber?: Redis;

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

  /** The cached value, or `load()`'s (cached unless undefined), or that of a load under way. */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.trustworthy) return load();
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt < this.options.ttlMs) return entry.value;
    const under = this.flights.get(key);
    if (under) return under.promise;
    const flight: Flight<V> = { promise: load(), stale: false };
    this.flights.set(key, flight);
    try {
      const value = await flight.promise;
      if (value !== undefined && !flight.stale && this.trustworthy) this.store(key, value);
      return value;
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
  }

  delete(keys: Iterable<string>): void {
    for (const key of keys) {
      this.entries.delete(key);
      this.ground(key);
    }
  }

  /** Loads under way are grounded too: what they will answer is not known yet. */
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
    this.groundAll();
  }

  clear(): void {
    this.entries.clear();
    this.groundAll();
  }

  private ground(key: string): void {
    const flight = this.flights.get(key);
    if (!flight) return;
    flight.stale = true;
    this.flights.delete(key);
  }

  private groundAll(): void {
    for (const key of [...this.flights.keys()]) this.ground(key);
  }

  private get trustworthy(): boolean {
    return !this.subscriber || this.subscriber.status === 'ready';
  }

  private store(key: string, value: V): void {
    if (this.options.maxEntries === 0) return;
    this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the one stored longest ago.
    if (this.entries.size >= this.options.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, storedAt: Date.now() });
  }
}
