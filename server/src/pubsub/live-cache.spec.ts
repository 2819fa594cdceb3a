import { describe, expect, it } from '@jest/globals';
import { PubSub } from 'graphql-subscriptions';
import { LiveCache } from './live-cache.js';

const options = { ttlMs: 60_000, maxEntries: 3 };

/** A loader that counts its calls and answers what `rows` holds now. */
function loader(rows: Map<string, string>) {
  const calls: string[] = [];
  return {
    calls,
    load: (key: string) => async () => {
      calls.push(key);
      return rows.get(key);
    },
  };
}

/** A load that answers `value` only once released: a load under way. */
function heldLoad(value: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    load: async () => {
      await released;
      return value;
    },
    release: () => release(),
  };
}

describe('LiveCache', () => {
  it('answers from memory after the first load, and loads again once a message names the key', async () => {
    const pubSub = new PubSub();
    const cache = new LiveCache<string>(pubSub, options);
    await cache.listen('changed', (key: string) => cache.delete([key]));
    const rows = new Map([['a', 'one']]);
    const { calls, load } = loader(rows);
    expect(await cache.get('a', load('a'))).toBe('one');
    rows.set('a', 'two');
    expect(await cache.get('a', load('a'))).toBe('one');
    await pubSub.publish('changed', 'a');
    expect(await cache.get('a', load('a'))).toBe('two');
    expect(calls).toEqual(['a', 'a']);
    cache.close();
  });

  it('does not keep what a load read before an invalidation arrived (it may be the old row)', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    const held = heldLoad('old');
    const slow = cache.get('a', held.load);
    cache.delete(['a']);
    held.release();
    expect(await slow).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('keeps nothing with no entries allowed, and still lets callers share a load under way', async () => {
    const cache = new LiveCache<string>(new PubSub(), { ...options, maxEntries: 0 });
    const held = heldLoad('one');
    const first = cache.get('a', held.load);
    const joined = cache.get('a', async () => 'another load');
    held.release();
    expect([await first, await joined]).toEqual(['one', 'one']);
    const { calls, load } = loader(new Map([['a', 'two']]));
    expect(await cache.get('a', load('a'))).toBe('two');
    expect(await cache.get('a', load('a'))).toBe('two');
    expect(calls).toEqual(['a', 'a']);
  });

  it('lets callers asking for a key being loaded wait for that one load', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    const { calls, load } = loader(new Map([['a', 'one']]));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('a', load('a'))));
    expect(answers).toEqual(Array.from({ length: 50 }, () => 'one'));
    expect(calls).toEqual(['a']);
  });

  it('starts a new load for callers after an invalidation, not joining the one it grounded', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    const held = heldLoad('old');
    const slow = cache.get('a', held.load);
    cache.delete(['a']);
    const fresh = cache.get('a', async () => 'new');
    held.release();
    expect(await slow).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.get('a', async () => 'not asked')).toBe('new');
  });

  it('keeps a load that an invalidation of other keys did not concern', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    const held = heldLoad('one');
    const slow = cache.get('a', held.load);
    cache.delete(['b']);
    held.release();
    expect(await slow).toBe('one');
    expect(await cache.get('a', async () => 'not asked')).toBe('one');
  });

  it('grounds every load under way on clear and deleteWhere, whose values are not known yet', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    for (const invalidate of [() => cache.clear(), () => cache.deleteWhere(() => false)]) {
      const held = heldLoad('old');
      const slow = cache.get('a', held.load);
      invalidate();
      held.release();
      expect(await slow).toBe('old');
      expect(await cache.get('a', async () => 'new')).toBe('new');
      cache.clear();
    }
  });

  it('hands a failed load’s error to every caller waiting for it, and loads again after', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    let fail!: (error: Error) => void;
    const failing = () =>
      new Promise<string>((_, reject) => {
        fail = reject;
      });
    const first = cache.get('a', failing);
    const second = cache.get('a', async () => 'not asked');
    fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('never keeps "not found", so a row created later is seen', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    const rows = new Map<string, string>();
    const { calls, load } = loader(rows);
    expect(await cache.get('a', load('a'))).toBeUndefined();
    rows.set('a', 'one');
    expect(await cache.get('a', load('a'))).toBe('one');
    expect(calls).toEqual(['a', 'a']);
  });

  it('drops entries by their value, and forgets the oldest when full', async () => {
    const cache = new LiveCache<string>(new PubSub(), options);
    const rows = new Map([
      ['a', 'user-1'],
      ['b', 'user-2'],
      ['c', 'user-1'],
      ['d', 'user-3'],
    ]);
    const { calls, load } = loader(rows);
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key));
    cache.deleteWhere((value) => value === 'user-1');
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key));
    expect(calls).toEqual(['a', 'b', 'c', 'a', 'c']);
    await cache.get('d', load('d'));
    await cache.get('b', load('b'));
    expect(calls.at(-2)).toBe('d');
    expect(calls.at(-1)).toBe('b');
  });

  it('loads again once an entry is older than its lifetime', async () => {
    const cache = new LiveCache<string>(new PubSub(), { ttlMs: 0, maxEntries: 10 });
    const { calls, load } = loader(new Map([['a', 'one']]));
    await cache.get('a', load('a'));
    await cache.get('a', load('a'));
    expect(calls).toEqual(['a', 'a']);
  });
});
