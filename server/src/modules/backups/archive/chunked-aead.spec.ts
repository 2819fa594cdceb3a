import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptStream, encryptStream, WrongPassphraseError } from './chunked-aead.js';

const PASSPHRASE = 'twelve chars or more';

async function through(stream: NodeJS.ReadWriteStream, input: Buffer): Promise<Buffer> {
  const parts: Buffer[] = [];
  await pipeline(Readable.from([input]), stream, async (source: AsyncIterable<string | Buffer>) => {
    for await (const part of source) parts.push(Buffer.from(part));
  });
  return Buffer.concat(parts);
}

describe(encryptStream.name, () => {
  const plain = randomBytes(200_000); // four chunks, the last one partial
  let sealed: Buffer;

  it('round-trips through decryption', async () => {
    sealed = await through(encryptStream(PASSPHRASE), plain);
    expect(await through(decryptStream(PASSPHRASE), sealed)).toEqual(plain);
  });

  it('refuses a wrong passphrase', async () => {
    await expect(through(decryptStream('another passphrase'), sealed)).rejects.toThrow(
      WrongPassphraseError,
    );
  });

  it('refuses one flipped byte', async () => {
    const damaged = Buffer.from(sealed);
    damaged[damaged.length - 1000]! ^= 0x80;
    await expect(through(decryptStream(PASSPHRASE), damaged)).rejects.toThrow(/damaged/);
  });

  it('refuses an archive cut at a chunk boundary', async () => {
    // Header (28) + three full chunks (4 + 65,536 + 16 each): the final chunk is missing.
    const cut = sealed.subarray(0, 28 + 3 * (4 + 65_536 + 16));
    await expect(through(decryptStream(PASSPHRASE), cut)).rejects.toThrow(/truncated/);
  });

  it('refuses chunks in another order', async () => {
    const header = 28;
    const chunk = 4 + 65_536 + 16;
    const first = sealed.subarray(header, header + chunk);
    const second = sealed.subarray(header + chunk, header + 2 * chunk);
    const swapped = Buffer.concat([
      sealed.subarray(0, header),
      second,
      first,
      sealed.subarray(header + 2 * chunk),
    ]);
    await expect(through(decryptStream(PASSPHRASE), swapped)).rejects.toThrow();
  });
});
