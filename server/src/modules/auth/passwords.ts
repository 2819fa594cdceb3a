import { availableParallelism } from 'node:os';
import { HashingWorkers } from './hashing-workers.js';

// OWASP's minimum for argon2id: about 20 ms per hash on our machines.
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** One hashing thread per CPU: more at once only evict each other's 19 MiB from the caches. */
const hashing = new HashingWorkers(availableParallelism());

export async function hashPassword(password: string): Promise<string> {
  return (await hashing.run({ op: 'hash', password, options })) as string;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await hashing.run({ op: 'verify', hash: passwordHash, password })) === true;
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps sign-in timing the same either way. */
export const decoyHash = await hashPassword('decoy-password-for-timing');
