import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { ConcurrencyLimit } from '../../common/concurrency-limit.js';
import { randomToken } from '../../common/random-token.js';

// OWASP's minimum for argon2id: about 20 ms per hash on our machines.
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * argon2id runs on libuv's thread pool (four threads by default). Many hashes
 * at once only evict each other's 19 MiB from the caches (on 2 CPUs four took
 * ~15 % more CPU each than two) and hold up the pool's file work, so the rest
 * wait here. One more than the CPUs: a CPU freed by a finished hash has the
 * next one at hand instead of waiting for the busy main thread to start it.
 */
const hashing = new ConcurrencyLimit(availableParallelism() + 1);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps sign-in timing the same either way. */
export const decoyHash = await hashPassword('decoy-password-for-timing');

let unusable: Promise<string> | undefined;

/**
 * A hash no password matches (of random bits nobody keeps), for an account
 * made for someone who has yet to choose a password; made once, and a real
 * argon2id hash so signing in to such an account takes the usual time.
 */
export const unusablePasswordHash = (): Promise<string> =>
  (unusable ??= hashPassword(randomToken(32)));
