import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ConcurrencyLimit } from '../../common/concurrency-limit.js';
import type { S3Config } from '../../config/config.js';
import {
  checkedKey,
  isStorageKey,
  newStorageKey,
  type FileStorage,
  type PendingWrite,
  type StoredBytes,
} from './file-storage.js';
import { partFiles } from './local-files.js';
import { describe, failing } from './s3-errors.js';
import { S3UploadStream } from './s3-upload-stream.js';

/**
 * Part uploads in flight at once per instance: enough to keep a link to S3
 * busy; beyond it a burst of uploads waits on the disk (s3-upload-stream.ts).
 */
const S3_UPLOAD_REQUESTS = 16;

/**
 * Files as objects named by their key in an S3-compatible bucket (AWS S3,
 * MinIO, Ceph RGW, R2). Uploads stream in as multipart uploads in 5 MiB parts
 * staged on the local disk (s3-upload-stream.ts); an object exists only once
 * its upload completed. Downloads stream the object's body straight through.
 */
export class S3FileStorage implements FileStorage, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('S3');
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly sends = new ConcurrencyLimit(S3_UPLOAD_REQUESTS);

  /** `spoolDir`: a local folder for the part each upload stages. */
  constructor(
    private readonly config: S3Config,
    private readonly spoolDir: string,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible services
      // refuse the headers the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK waits forever by default: an upload or its clean-up would hang with S3.
      // A download's socket idles while its client is slow to read: minutes, not hours.
      // Its sockets are not the limit (the SDK's default 50 would queue uploads
      // behind slow downloads, and the connection timeout counts that wait).
      requestHandler: {
        connectionTimeout: 10_000,
        socketTimeout: 300_000,
        httpAgent: { maxSockets: 1024 },
        httpsAgent: { maxSockets: 1024 },
      },
    });
  }

  async create(key = newStorageKey()): Promise<PendingWrite> {
    checkedKey(key);
    await mkdir(this.spoolDir, { recursive: true });
    const stream = new S3UploadStream({
      client: this.client,
      bucket: this.bucket,
      key,
      spoolDir: this.spoolDir,
      sends: this.sends,
    });
    return {
      key,
      stream,
      // The stream finishes once S3 has the whole object.
      commit: async () => {
        if (!stream.writableFinished) await once(stream, 'finish');
      },
      abort: async () => {
        // Destroyed, it lets the S3 request under way finish and drops its staged part.
        if (!stream.closed) {
          const closed = new Promise((resolve) => stream.once('close', resolve));
          stream.destroy();
          await closed;
        }
        // The object may be complete; parts may have been sent.
        await Promise.all([this.remove(key), this.abortUploadsOf(key)]);
      },
    };
  }

  async open(key: string): Promise<Readable> {
    // Resolves once S3 answered with the object's headers: a missing key fails here.
    const object = await failing(`read ${key}`, () =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) })),
    );
    return object.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await failing(`remove ${key}`, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) })),
    );
  }

  async *list(): AsyncIterable<StoredBytes> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket });
    for await (const page of pages) {
      for (const { Key: key, LastModified: modifiedAt } of page.Contents ?? []) {
        if (!key || !isStorageKey(key) || !modifiedAt) continue;
        yield { key, modifiedAt, unfinished: false, remove: () => this.remove(key) };
      }
    }
    yield* this.unfinishedUploads();
    yield* partFiles(this.spoolDir);
  }

  /** Says at boot when the bucket cannot be reached; the server starts anyway (it may appear later). */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const where = this.config.endpoint ?? `AWS S3 (${this.config.region})`;
      this.logger.error(
        `Bucket ${this.bucket} at ${where} cannot be used: ${describe(error)}. Uploads and downloads will fail until it can.`,
      );
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }

  /** Multipart uploads begun and neither completed nor aborted, of one key or all. */
  private async *unfinishedUploads(prefix?: string): AsyncIterable<StoredBytes> {
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await failing('list unfinished uploads', () =>
        this.client.send(
          new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: prefix, ...markers }),
        ),
      );
      for (const { Key: key, UploadId: uploadId, Initiated: modifiedAt } of page.Uploads ?? []) {
        if (!key || !isStorageKey(key) || !uploadId || !modifiedAt) continue;
        const remove = () => this.abortUpload(key, uploadId);
        yield { key, modifiedAt, unfinished: true, remove };
      }
      if (!page.IsTruncated) return;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  private async abortUploadsOf(key: string): Promise<void> {
    for await (const upload of this.unfinishedUploads(key)) {
      if (upload.key === key) await upload.remove();
    }
  }

  private async abortUpload(key: string, uploadId: string): Promise<void> {
    const abort = new AbortMultipartUploadCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
    });
    await failing(`abort upload ${uploadId} of ${key}`, () =>
      this.client.send(abort).catch((error: unknown) => {
        // Aborted meanwhile (another instance's sweep): what we wanted.
        if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
      }),
    );
  }
}
