import type { S3Client } from '@aws-sdk/client-s3';

/** An S3-protocol server of this process (s3rver, on a free port, in a temporary folder). */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings that point a SASM server at the bucket (S3_ENDPOINT, S3_BUCKET, keys). */
  env: Record<string, string>;
  client: S3Client;
  /** Keys of the objects in the bucket. */
  objects(): Promise<string[]>;
  /** Keys of the multipart uploads begun and neither completed nor aborted. */
  unfinishedUploads(): Promise<string[]>;
  /** Bytes of parts received for unfinished multipart uploads (of `key`, or all), read off s3rver's store. */
  receivedParts(key?: string): number;
  /** Cuts the connection of the next `count` PUT requests (objects and parts) as they arrive. */
  resetNextPuts(count: number): void;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** Starts s3rver with one empty bucket, created through the S3 API. */
export function startS3TestServer(bucket?: string): Promise<S3TestServer>;
