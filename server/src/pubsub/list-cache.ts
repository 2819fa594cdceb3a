import type { PubSubEngine } from 'graphql-subscriptions';
import { randomUUID } from 'node:crypto';
import type { DbContext } from '../db/db-context.js';
import { countListLoad } from '../db/query-tally.js';
import { LiveCache } from './live-cache.js';

/** A minute at most should a change ever go unheard. */
const LIST_CACHE_TTL_MS = 60_000;

/**
 * Pages of a staff list (and what they show beside their rows, under keys of
 * their own), kept per instance and dropped on every instance as
 * soon as any row of the list changes: a list is read far more often than it
 * is written (every open staff table refetches on every live update), and a
 * page read from memory costs a fraction of the query. The owner of the list
 * calls `changed()` after every write to its rows; reads inside a transaction
 * go to the database (they may need the transaction's own writes).
 */
export class ListCache {
  private readonly pages: LiveCache<unknown>;
  /** Names this instance's messages on the topic. */
  private readonly instance = randomUUID();

  constructor(
    private readonly pubSub: PubSubEngine,
    private readonly context: DbContext,
    private readonly topic: string,
    /** Pages kept at most (LIST_CACHE_ENTRIES); 0 keeps none, and loads under way are still shared. */
    maxEntries: number,
  ) {
    this.pages = new LiveCache(pubSub, { ttlMs: LIST_CACHE_TTL_MS, maxEntries });
  }

  /**
   * Another instance's change drops the pages here; this instance's own comes
   * back through the pub/sub too, after `changed()` dropped them already: a
   * second drop would only ground a load begun since, which read the change.
   */
  start(): Promise<void> {
    return this.pages.listen(this.topic, (from: unknown) => {
      if (from !== this.instance) this.pages.clear();
    });
  }

  close(): void {
    this.pages.close();
  }

  async get<Value>(key: string, load: () => Promise<Value>): Promise<Value> {
    const counted = () => {
      countListLoad();
      return load();
    };
    if (this.context.inTransaction) return counted();
    return (await this.pages.get(key, counted)) as Value;
  }

  /**
   * Drops every page here and on every other instance once the caller's
   * transaction commits (at once outside one); the caller's answer waits for
   * it, so its own next read sees the change.
   */
  changed(): Promise<void> {
    return this.context.whenCommitted(() => {
      this.pages.clear();
      return this.pubSub.publish(this.topic, this.instance);
    });
  }
}
