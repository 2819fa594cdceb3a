import { afterEach, describe, expect, it } from '@jest/globals';
import { HashingWorkers } from './hashing-workers.js';

// Cheap parameters: these tests are about the threads, not argon2id's cost.
const options = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('HashingWorkers', () => {
  const pools: HashingWorkers[] = [];
  const pool = (size: number, depth?: number, idleMs?: number) => {
    const workers = new HashingWorkers(size, depth, idleMs);
    pools.push(workers);
    return workers;
  };
  afterEach(() => Promise.all(pools.splice(0).map((workers) => workers.close())));

  it('hashes with argon2id and verifies the right password only', async () => {
    const workers = pool(2);
    const hash = (await workers.run({ op: 'hash', password: 'secret12', options })) as string;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    await expect(workers.run({ op: 'verify', hash, password: 'secret12' })).resolves.toBe(true);
    await expect(workers.run({ op: 'verify', hash, password: 'secret13' })).resolves.toBe(false);
  });

  it('answers every one of many jobs at once, on no more threads than its size', async () => {
    const workers = pool(2, 2);
    const hash = (await workers.run({ op: 'hash', password: 'secret12', options })) as string;
    const answers = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        workers.run({ op: 'verify', hash, password: i % 2 ? 'secret12' : 'wrong' }),
      ),
    );
    expect(workers.threads).toBe(2);
    expect(await answers).toEqual(Array.from({ length: 40 }, (_, i) => i % 2 === 1));
  });

  it('fails a job argon2 refuses with its message, and keeps working', async () => {
    const workers = pool(1);
    await expect(workers.run({ op: 'verify', hash: 'not a hash', password: 'x' })).rejects.toThrow(
      /./,
    );
    const hash = (await workers.run({ op: 'hash', password: 'secret12', options })) as string;
    await expect(workers.run({ op: 'verify', hash, password: 'secret12' })).resolves.toBe(true);
  });

  it('fails the jobs of a thread that ends, and starts a new one for the next', async () => {
    const workers = pool(1);
    const hash = (await workers.run({ op: 'hash', password: 'secret12', options })) as string;
    const cut = workers.run({
      op: 'hash',
      password: 'secret12',
      options: { ...options, timeCost: 50 },
    });
    await workers.close();
    await expect(cut).rejects.toThrow(/hashing thread exited/);
    await expect(workers.run({ op: 'verify', hash, password: 'secret12' })).resolves.toBe(true);
    expect(workers.threads).toBe(1);
  });

  it('ends its threads after idleMs without work', async () => {
    const workers = pool(2, 2, 50);
    await workers.run({ op: 'hash', password: 'secret12', options });
    expect(workers.threads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(workers.threads).toBe(0);
  });
});
