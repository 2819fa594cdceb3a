import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's VAPID key pair (RFC 8292), base64url: the public key uncompressed (65 bytes), the private 32. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Whether `value` is a base64url P-256 public key as browsers take it (uncompressed point). */
export const isVapidPublicKey = (value: string): boolean => {
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04 && bytes.toString('base64url') === value;
};

export const isVapidPrivateKey = (value: string): boolean => {
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === 32 && bytes.toString('base64url') === value;
};

/**
 * The key pair kept in `DATA_DIR/vapid-keys.json`, made on the first start
 * (as the development JWT secret is): browsers' subscriptions are bound to
 * the public key, so it must outlive restarts.
 */
export function persistedVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  const existing = readKeys(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key may begin with zero bytes, which getPrivateKey() leaves out: always 32.
  const privateHex = ecdh.getPrivateKey().toString('hex').padStart(64, '0');
  const keys: VapidKeys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.from(privateHex, 'hex').toString('base64url'),
  };
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    // Another process sharing the data directory wrote it first: theirs stands.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeys(file)!;
    throw error;
  }
}

function readKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (
    typeof keys.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    isVapidPublicKey(keys.publicKey) &&
    isVapidPrivateKey(keys.privateKey)
  )
    return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  throw new Error(`${file} does not hold a VAPID key pair: remove it to make a new one`);
}
