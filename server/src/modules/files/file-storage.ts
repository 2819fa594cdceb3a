import { Inject } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

/** New bytes on their way into storage: visible under `key` only after `commit()`. */
export interface PendingWrite {
  key: string;
  stream: Writable;
  /** Call once `stream` has finished. */
  commit(): Promise<void>;
  /** Removes whatever was written; safe to call after a failed or a committed write. */
  abort(): Promise<void>;
}

/** Bytes found in storage, as the orphan sweeper sees them. */
export interface StoredBytes {
  key: string;
  /** When they were last written to: the sweeper leaves younger bytes alone. */
  modifiedAt: Date;
  /**
   * A write that never committed (a `.part` file, an unfinished multipart
   * upload): no file row can point to it.
   */
  unfinished: boolean;
  /** Removes exactly these bytes; already gone is fine. */
  remove(): Promise<void>;
}

/** Where file bytes live (ARCHITECTURE §8): a folder on the disk or an S3 bucket. */
export interface FileStorage {
  /** New bytes under a new random key, or under `key` when a restore puts archived bytes back. */
  create(key?: string): Promise<PendingWrite>;
  /** The stored bytes; rejects when there are none, before anything is read. */
  open(key: string): Promise<Readable>;
  /** Removes the bytes; a key already gone is fine. */
  remove(key: string): Promise<void>;
  /**
   * Everything stored under a storage key, committed or not, in no particular
   * order. Anything else sharing the folder or the bucket is left out.
   */
  list(): AsyncIterable<StoredBytes>;
}

/** The storage itself failing (the disk, the S3 service): our fault, never the uploader's. */
export class StorageFailure extends Error {}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
export const InjectFileStorage = () => Inject(FILE_STORAGE);

const KEY = /^[0-9a-f]{64}$/;

/** A new random key: never derived from a name, never reused. */
export const newStorageKey = (): string => randomBytes(32).toString('hex');

export const isStorageKey = (key: string): boolean => KEY.test(key);

/** Refuses anything but a storage key before it reaches a path or an object name. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}
