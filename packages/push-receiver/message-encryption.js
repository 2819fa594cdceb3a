import { Buffer } from 'node:buffer';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

const TAG_LENGTH = 16;
const HEADER_FIXED_LENGTH = 21; // salt (16) + record size (4) + key id length (1)
const RECORD_DELIMITER = 0x01;
const LAST_RECORD_DELIMITER = 0x02;

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291 §2). */
export function newBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), authSecret: randomBytes(16) };
}

/**
 * Decrypts an `aes128gcm` message body (RFC 8188) with the keys RFC 8291
 * derives from the browser's key pair, its auth secret and the sender's
 * one-time public key (the header's key id). Throws on anything malformed.
 */
export function decryptMessage(body, { ecdh, publicKey, authSecret }) {
  if (body.length < HEADER_FIXED_LENGTH) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  const senderPublicKey = body.subarray(HEADER_FIXED_LENGTH, HEADER_FIXED_LENGTH + keyIdLength);
  if (keyIdLength !== 65 || senderPublicKey[0] !== 0x04)
    throw new Error('the key id is not an uncompressed P-256 public key');
  if (recordSize <= TAG_LENGTH + 1) throw new Error('record size too small');

  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const baseNonce = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const records = body.subarray(HEADER_FIXED_LENGTH + keyIdLength);
  if (records.length === 0) throw new Error('no records');
  const plain = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const isLast = offset + recordSize >= records.length;
    plain.push(decryptRecord(record, contentKey, nonceFor(baseNonce, sequence), isLast));
  }
  return Buffer.concat(plain);
}

function nonceFor(baseNonce, sequence) {
  const nonce = Buffer.from(baseNonce);
  // The record's sequence number is XORed into the nonce's low bytes (RFC 8188 §2.3).
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
  return nonce;
}

function decryptRecord(record, key, nonce, isLast) {
  if (record.length <= TAG_LENGTH) throw new Error('record shorter than its tag');
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - TAG_LENGTH)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  const expected = isLast ? LAST_RECORD_DELIMITER : RECORD_DELIMITER;
  if (end < 0 || padded[end] !== expected) throw new Error('record delimiter missing');
  return padded.subarray(0, end);
}
