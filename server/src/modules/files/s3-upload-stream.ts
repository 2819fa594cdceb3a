import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { ConcurrencyLimit } from '../../common/concurrency-limit.js';
import { failing } from './s3-errors.js';

/** S3's smallest part size (but for the last). */
export const S3_PART_SIZE = 5 * 1024 * 1024;

const SEND_ATTEMPTS = 3;

/** No answer from S3 (the connection failed), or one saying to try again. */
function isTransient(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

/** Where an upload goes: the object, and the folder its parts are staged in. */
export interface S3UploadTarget {
  client: S3Client;
  bucket: string;
  key: string;
  /** On the local disk; a part file is named `<key>.part` there (the sweeper knows the name). */
  spoolDir: string;
  /** Shared by every upload of the instance: the requests that carry a part wait their turn here. */
  sends: ConcurrencyLimit;
}

/**
 * Writes one S3 object as it arrives. S3 needs a part's length before its
 * bytes, and a part of 5 MiB at least, so bytes are staged in a part file on
 * the local disk: each full part is sent (UploadPart, read back from the
 * file) before more is accepted, the last one on end; an object of a single
 * part is one PutObject. Memory stays at the stream's own buffer whatever the
 * file's size and however slowly the client sends it, where an in-memory
 * part per upload would grow with the uploads in flight; the disk holds at
 * most one part per upload. Parts go out a few at a time for the whole
 * instance (`sends`), so a burst of uploads waits on the disk rather than in
 * memory or in the SDK's socket queue, whose connection timeout counts the
 * wait. The object exists once the stream has finished.
 */
export class S3UploadStream extends Writable {
  private readonly partPath: string;
  private part?: { file: FileHandle; size: number };
  private uploadId?: string;
  private readonly sent: CompletedPart[] = [];
  /**
   * The file or S3 work under way. destroy() lets it finish rather than
   * cancel it: S3 may act on a cancelled request all the same (create the
   * upload it asked for), after the clean-up that should have removed it.
   */
  private work: Promise<unknown> = Promise.resolve();

  constructor(private readonly target: S3UploadTarget) {
    super();
    this.partPath = join(target.spoolDir, `${target.key}.part`);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.run(() => failing(`store ${this.target.key}`, () => this.append(chunk)), done);
  }

  override _final(done: (error?: Error) => void): void {
    this.run(() => failing(`store ${this.target.key}`, () => this.complete()), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // The part file goes once nothing uses it.
    this.work
      .catch(() => {})
      .then(() => this.dropPart())
      .then(
        () => done(error),
        () => done(error),
      );
  }

  private run(step: () => Promise<void>, done: (error?: Error) => void): void {
    const work = step();
    this.work = work;
    work.then(
      () => done(),
      (error: Error) => done(error),
    );
  }

  private async append(chunk: Buffer): Promise<void> {
    for (let rest = chunk; rest.length > 0;) {
      this.part ??= { file: await open(this.partPath, 'wx'), size: 0 };
      const piece = rest.subarray(0, S3_PART_SIZE - this.part.size);
      await this.part.file.write(piece);
      this.part.size += piece.length;
      rest = rest.subarray(piece.length);
      if (this.part.size === S3_PART_SIZE) await this.sendPart();
    }
  }

  private async complete(): Promise<void> {
    const { client, bucket: Bucket, key: Key } = this.target;
    if (this.uploadId === undefined) {
      await this.sendStaged((Body, ContentLength) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength })),
      );
      return;
    }
    if (this.part) await this.sendPart();
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: this.sent },
      }),
    );
  }

  private async sendPart(): Promise<void> {
    const { client, bucket: Bucket, key: Key } = this.target;
    if (this.uploadId === undefined) {
      const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      this.uploadId = created.UploadId!;
    }
    const PartNumber = this.sent.length + 1;
    const { ETag } = await this.sendStaged((Body, ContentLength) =>
      client.send(
        new UploadPartCommand({
          Bucket,
          Key,
          UploadId: this.uploadId,
          PartNumber,
          Body,
          ContentLength,
        }),
      ),
    );
    this.sent.push({ PartNumber, ETag });
  }

  /**
   * Sends the staged part (none: an empty object) as a stream read back from
   * its file, then drops it. The SDK cannot retry a request whose body is a
   * stream; read from the file again, it can be sent again: a connection
   * reset (a keep-alive connection S3 closed meanwhile) or a 5xx is retried.
   */
  private async sendStaged<T>(
    send: (body: Buffer | Readable, length: number) => Promise<T>,
  ): Promise<T> {
    const size = this.part?.size ?? 0;
    await this.part?.file.close();
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.target.sends.run(async () => {
          const body = size > 0 ? createReadStream(this.partPath) : Buffer.alloc(0);
          // A read failure (the part file gone) fails the request; unheard, it would crash the process.
          if (body instanceof Readable) body.on('error', () => {});
          try {
            return await send(body, size);
          } finally {
            if (body instanceof Readable) body.destroy(); // unread when the request failed early
          }
        });
        await this.dropPart();
        return result;
      } catch (error) {
        if (attempt === SEND_ATTEMPTS || !isTransient(error)) throw error;
      }
    }
  }

  private async dropPart(): Promise<void> {
    const part = this.part;
    this.part = undefined;
    await part?.file.close().catch(() => {});
    await rm(this.partPath, { force: true });
  }
}
