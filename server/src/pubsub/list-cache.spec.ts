import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PubSub } from 'graphql-subscriptions';
import { type Database, fromPglite } from '../db/database.js';
import { DbContext } from '../db/db-context.js';
import { createPglite } from '../db/pglite.js';
import { ListCache } from './list-cache.js';

const TOPIC = 'list.changed';

describe(ListCache.name, () => {
  let database: Database;
  let context: DbContext;

  beforeAll(async () => {
    database = fromPglite(await createPglite());
    context = new DbContext(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  /** A cache on `pubSub` and a loader counting its loads, answering `version()`. */
  async function cacheWithLoads(pubSub: PubSub, version: () => number) {
    const cache = new ListCache(pubSub, context, TOPIC, 10);
    await cache.start();
    let loads = 0;
    const read = () =>
      cache.get('page 1', async () => {
        loads += 1;
        return version();
      });
    return { cache, read, loads: () => loads };
  }

  it('drops its pages when another instance changes the list, and reads from memory until then', async () => {
    const pubSub = new PubSub();
    let version = 1;
    const here = await cacheWithLoads(pubSub, () => version);
    const there = new ListCache(pubSub, context, TOPIC, 10);
    await there.start();

    expect([await here.read(), await here.read()]).toEqual([1, 1]);
    version = 2;
    await there.changed();

    expect(await here.read()).toBe(2);
    expect(here.loads()).toBe(2);
    here.cache.close();
    there.close();
  });

  it('keeps a load begun after its own change when that change comes back through the pub/sub', async () => {
    const pubSub = new PubSub();
    let version = 1;
    const here = await cacheWithLoads(pubSub, () => version);
    expect(await here.read()).toBe(1);
    version = 2;
    // The change is dropped here at once; its message is delivered only after a load has begun.
    const publish = pubSub.publish.bind(pubSub);
    let deliver!: () => Promise<void>;
    pubSub.publish = (topic, payload) => {
      deliver = () => publish(topic, payload);
      return Promise.resolve();
    };
    await here.cache.changed();
    const reading = here.read();
    await deliver();

    expect(await reading).toBe(2);
    expect(await here.read()).toBe(2);
    expect(here.loads()).toBe(2);
    here.cache.close();
  });
});
