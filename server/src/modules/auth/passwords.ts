import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: about 20 ms per hash on our machines.
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps sign-in timing the same either way. */
export const decoyHash = await hashPassword('decoy-password-for-timing');
