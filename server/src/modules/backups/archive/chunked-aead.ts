import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';

/**
 * Streaming authenticated encryption (the standard chunked-AEAD construction,
 * as in age or Tink's streaming AEAD): AES-256-GCM over fixed-size chunks,
 * each with its own nonce (a random per-archive prefix + the chunk index) and
 * tag, the index and a "final chunk" flag bound in the associated data, so a
 * changed, reordered, dropped or truncated chunk fails authentication. The key
 * comes from the passphrase through scrypt with a random salt in the header.
 *
 * Layout: MAGIC | salt (16) | nonce prefix (4) | chunks, each
 * [ciphertext length (4, big-endian)] [ciphertext] [tag (16)].
 */
export const ENCRYPTED_MAGIC = Buffer.from('SASMBAK\u0001', 'binary');
const CHUNK = 64 * 1024;
const SALT = 16;
const PREFIX = 4;
const TAG = 16;
const HEADER = ENCRYPTED_MAGIC.length + SALT + PREFIX;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export class WrongPassphraseError extends Error {}

const deriveKey = (passphrase: string, salt: Buffer): Promise<Buffer> =>
  (promisify(scrypt) as (p: string, s: Buffer, l: number, o: object) => Promise<Buffer>)(
    passphrase,
    salt,
    32,
    SCRYPT,
  );

function nonceAndAad(prefix: Buffer, index: number, final: boolean): [Buffer, Buffer] {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(index));
  return [Buffer.concat([prefix, counter]), Buffer.concat([counter, Buffer.from([final ? 1 : 0])])];
}

export function isEncrypted(start: Buffer): boolean {
  return start.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);
}

/** Encrypts a byte stream with `passphrase`. */
export function encryptStream(passphrase: string): Transform {
  const salt = randomBytes(SALT);
  const prefix = randomBytes(PREFIX);
  const key = deriveKey(passphrase, salt);
  let pending = Buffer.alloc(0);
  let index = 0;
  let headerSent = false;
  const seal = async (plain: Buffer, final: boolean): Promise<Buffer> => {
    const [nonce, aad] = nonceAndAad(prefix, index++, final);
    const cipher = createCipheriv('aes-256-gcm', await key, nonce).setAAD(aad);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const parts = [length, body, cipher.getAuthTag()];
    if (!headerSent) parts.unshift(ENCRYPTED_MAGIC, salt, prefix);
    headerSent = true;
    return Buffer.concat(parts);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      void (async () => {
        // The last full chunk waits: only at the end is it known whether it is the final one.
        while (pending.length > CHUNK) {
          this.push(await seal(pending.subarray(0, CHUNK), false));
          pending = pending.subarray(CHUNK);
        }
      })().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      seal(pending, true).then((sealed) => done(null, sealed), done);
    },
  });
}

/** Decrypts what `encryptStream` wrote; fails on a wrong passphrase, any change, or truncation. */
export function decryptStream(passphrase: string): Transform {
  let pending = Buffer.alloc(0);
  let key: Buffer | undefined;
  let prefix: Buffer | undefined;
  let index = 0;
  let finished = false;
  const open = (body: Buffer, tag: Buffer, final: boolean): Buffer => {
    const [nonce, aad] = nonceAndAad(prefix!, index, final);
    const decipher = createDecipheriv('aes-256-gcm', key!, nonce).setAAD(aad).setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  };
  const next = (): Buffer | undefined => {
    if (pending.length < 4) return undefined;
    const length = pending.readUInt32BE(0);
    if (length > CHUNK) throw new Error('The archive is damaged (a chunk has an impossible size).');
    if (pending.length < 4 + length + TAG) return undefined;
    const body = pending.subarray(4, 4 + length);
    const tag = pending.subarray(4 + length, 4 + length + TAG);
    pending = pending.subarray(4 + length + TAG);
    // A final chunk is one whose tag verifies with the final flag set.
    for (const final of [false, true]) {
      try {
        const plain = open(body, tag, final);
        index++;
        finished = final;
        return plain;
      } catch {
        // try the other flag
      }
    }
    throw index === 0
      ? new WrongPassphraseError('Wrong passphrase (or the archive is damaged at its start).')
      : new Error('The archive is damaged (an encrypted chunk failed authentication).');
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      void (async () => {
        if (!key) {
          if (pending.length < HEADER) return;
          if (!isEncrypted(pending)) throw new Error('This archive is not encrypted.');
          const salt = pending.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT);
          prefix = Buffer.from(pending.subarray(HEADER - PREFIX, HEADER));
          key = await deriveKey(passphrase, Buffer.from(salt));
          pending = pending.subarray(HEADER);
        }
        for (let plain = next(); plain; plain = next()) {
          if (finished && pending.length > 0)
            throw new Error('The archive is damaged (data after its end).');
          this.push(plain);
        }
      })().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (!finished || pending.length > 0)
        return done(new Error('The archive is truncated (its encrypted end is missing).'));
      done();
    },
  });
}
