import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { finished, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { scopeFor, type Scope } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { ExifStripper } from './exif-stripper.js';
import { cleanFileName } from './file-names.js';
import {
  InjectFileStorage,
  StorageFailure,
  type FileStorage,
  type PendingWrite,
} from './file-storage.js';
import { fileMessages, fileRules, type FileMessages } from './file-types.js';
import { FileRemovalHold } from './file-removal-hold.js';
import { FilesRepository } from './files.repository.js';
import type { User } from '../users/users.table.js';
import type { ReceiveFile } from './multipart-form.js';
import { filePurpose, type FilePurpose, type FileRecord } from './files.table.js';
import { ContentMeter, UploadInspector, UploadRejected } from './upload-streams.js';

export interface IncomingFile {
  filename: string;
  stream: NodeJS.ReadableStream | Readable;
}

/** Bytes in storage that no row points to yet. */
export interface StoredBlob {
  key: string;
  purpose: FilePurpose;
  originalName: string;
  mime: string;
  size: number;
  sha256: string;
}

export type FileViewer = Pick<User, 'id' | 'role' | 'officeId'>;

/**
 * Whether the file `fileId` belongs to a record visible in `scope`, by that
 * record's own read rule (false for a file of no record).
 */
export type FileReadRule = (fileId: string, scope: Scope) => Promise<boolean>;

const EVERYTHING: Scope = { kind: 'all' };

/**
 * Uploads and downloads (ARCHITECTURE §8). Bytes go to storage first and the
 * row is written by the caller's transaction after; bytes without a row are
 * the caller's to `discard` when its request fails.
 */
@Injectable()
export class FilesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FilesService.name);
  private readonly readRules = new Map<FilePurpose, FileReadRule>();

  constructor(
    private readonly files: FilesRepository,
    private readonly context: DbContext,
    @InjectFileStorage() private readonly storage: FileStorage,
    private readonly removalHold: FileRemovalHold,
  ) {}

  /**
   * Streams one upload into storage: the type is sniffed from the first
   * bytes, the size limit enforced on the bytes received (the upload stops
   * as soon as it is passed), metadata stripped from images, the stored
   * bytes hashed. A failure leaves nothing in storage and throws
   * BAD_USER_INPUT with the message under `field`; the input stream is read
   * to its end either way, so a multipart parser never waits on it.
   */
  async receive(file: IncomingFile, purpose: FilePurpose, field: string): Promise<StoredBlob> {
    const originalName = cleanFileName(file.filename);
    const messages = fileMessages(purpose, originalName);
    const inspector = new UploadInspector(fileRules[purpose], messages);
    const meter = new ContentMeter();
    // From here on an error or an early close of the input fails the upload
    // (and never goes unhandled, even after we are done with the stream). The
    // inspector's errors reach us through pipeline(), which may only start
    // listening after one happened.
    finished(file.stream, (error) => error && inspector.destroy(error));
    inspector.on('error', () => {});
    let pending: PendingWrite | undefined;
    try {
      pending = await this.storage.create();
      // Piped by hand rather than by pipeline(), which would destroy the input
      // on a failure: a destroyed busboy file stream stalls the rest of its
      // form, so the input is drained instead.
      file.stream.pipe(inspector);
      await pipeline(inspector, new ExifStripper(), meter, pending.stream);
      if (isTruncated(file.stream)) throw new UploadRejected(messages.tooBig);
      await pending.commit();
    } catch (error) {
      file.stream.unpipe(inspector);
      file.stream.resume();
      await pending?.abort().catch((cleanup) => this.logFailure('abort an upload', cleanup));
      throw this.uploadError(error, messages, field);
    }
    const { key } = pending;
    return {
      key,
      purpose,
      originalName,
      mime: inspector.mime!,
      size: meter.size,
      sha256: meter.sha256(),
    };
  }

  /**
   * Runs `work` with a `receive` that stores uploads (`receive` above). When
   * `work` throws, every blob it stored is discarded — no row can point to
   * them, the transaction that would have written it failed — and the error
   * goes on. Every upload of a request goes through here.
   */
  async withUploads<T>(work: (receive: ReceiveFile) => Promise<T>): Promise<T> {
    const stored: StoredBlob[] = [];
    try {
      return await work(async (file, purpose, field) => {
        const blob = await this.receive(file, purpose, field);
        stored.push(blob);
        return blob;
      });
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  /** Removes the stored bytes of blobs no row was recorded for (a failed request). Never throws. */
  async discard(blobs: StoredBlob[]): Promise<void> {
    await Promise.all(blobs.map((blob) => this.removeBytes(blob.key)));
  }

  /** Inserts the file row in the caller's transaction. */
  record(ownerId: string, blob: StoredBlob): Promise<FileRecord> {
    const { key, ...fields } = blob;
    return this.files.insert({ ownerId, ...fields, storageKey: key });
  }

  /** Inserts the rows of several blobs in one statement (the caller's transaction), in their order. */
  recordMany(ownerId: string, blobs: StoredBlob[]): Promise<FileRecord[]> {
    return this.files.insertMany(
      blobs.map(({ key, ...fields }) => ({ ownerId, ...fields, storageKey: key })),
    );
  }

  /** Rows by id (GraphQL field resolution), in any order; unknown ids are left out. */
  async findByIds(ids: string[]): Promise<FileRecord[]> {
    const valid = ids.filter(isUuid);
    return valid.length > 0 ? this.files.findByIds(valid) : [];
  }

  /** Deletes the rows in the caller's transaction, and their bytes once it commits. */
  async remove(ids: string[]): Promise<void> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return;
    const keys = await this.files.delete(valid);
    this.context.afterCommit(async () => {
      await Promise.all(keys.map((key) => this.removeBytes(key)));
    });
  }

  /**
   * A file and its bytes, for whoever may read the record it belongs to
   * (`readableBy`). Anyone else is told it does not exist, so ids cannot be probed.
   */
  async open(id: string, viewer: FileViewer): Promise<{ file: FileRecord; stream: Readable }> {
    requireAccess(viewer, 'downloadFile');
    const file = isUuid(id) ? await this.files.findById(id) : undefined;
    if (!file || !(await this.mayRead(file, viewer))) {
      throw DomainError.notFound('File not found');
    }
    return { file, stream: await this.storage.open(file.storageKey) };
  }

  /**
   * Files of `purpose` belong to a record of the calling domain and are read
   * exactly by those who may read that record, as its scope stands now (the
   * file follows the record to another office). A file whose record is gone is
   * its owner's only. Every purpose needs one (checked at start-up).
   */
  readableBy(purpose: FilePurpose, rule: FileReadRule): void {
    if (this.readRules.has(purpose))
      throw new Error(`Files of purpose ${purpose} already have a read rule`);
    this.readRules.set(purpose, rule);
  }

  /** Refuses to start while a purpose has no read rule: its files would be closed to everyone. */
  onApplicationBootstrap(): void {
    const missing = filePurpose.enumValues.filter((purpose) => !this.readRules.has(purpose));
    if (missing.length > 0)
      throw new Error(`No read rule for files of purpose ${missing.join(', ')}`);
  }

  private async mayRead(file: FileRecord, viewer: FileViewer): Promise<boolean> {
    const readable = this.readRules.get(file.purpose);
    if (!readable) return false;
    if (await readable(file.id, scopeFor(viewer))) return true;
    // No record at all (HR would not see one either): the owner's alone.
    return file.ownerId === viewer.id && !(await readable(file.id, EVERYTHING));
  }

  private uploadError(error: unknown, messages: FileMessages, field: string): Error {
    // The disk or the S3 service failing is our fault, not the user's: let it be logged as such.
    if (error instanceof StorageFailure || (error instanceof Error && 'syscall' in error))
      return error;
    const message =
      error instanceof UploadRejected
        ? error.message
        : isPayloadTooLarge(error)
          ? messages.tooBig
          : messages.incomplete;
    return DomainError.badInput(message, { [field]: message });
  }

  private async removeBytes(key: string): Promise<void> {
    await this.removalHold.remove(() =>
      this.storage.remove(key).catch((error) => this.logFailure(`remove file ${key}`, error)),
    );
  }

  private logFailure(what: string, error: unknown): void {
    this.logger.error(
      `Could not ${what}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

// graphql-upload ends a file stream with a 413 error at its own (global) size limit.
function isPayloadTooLarge(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 413;
}

// busboy ends a file stream early at its size limit and marks it so.
function isTruncated(stream: IncomingFile['stream']): boolean {
  return (stream as { truncated?: boolean }).truncated === true;
}
