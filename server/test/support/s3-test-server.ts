import {
  CreateBucketCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** An S3-protocol server of this test process (s3rver, on a free port, in a temporary folder). */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings that point a server at the bucket. */
  env: Record<string, string>;
  client: S3Client;
  /** Keys of the objects in the bucket. */
  objects(): Promise<string[]>;
  /** Keys of the multipart uploads begun and neither completed nor aborted. */
  unfinishedUploads(): Promise<string[]>;
  /** Bytes of parts received for unfinished multipart uploads (of `key`, or all), read off s3rver's store. */
  receivedParts(key?: string): number;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// Where s3rver's file store keeps an unfinished upload: <bucket>/._S3rver_uploads/<id>/{key,1,2,…}.
const uploadsFolder = (directory: string, bucket: string) =>
  join(directory, bucket, '._S3rver_uploads');

/** Starts s3rver with one empty bucket, created through the S3 API. */
export async function startS3TestServer(bucket = 'sasm-test-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'sasm-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  addMultipartOperations(server, directory);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const folder = uploadsFolder(directory, bucket);

  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    client,
    async objects() {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket }))
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      return keys.sort();
    },
    async unfinishedUploads() {
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      return (page.Uploads ?? []).map((upload) => upload.Key!).sort();
    },
    receivedParts(key) {
      return uploadIds(folder)
        .filter((id) => key === undefined || uploadKey(folder, id) === key)
        .flatMap((id) => partSizes(join(folder, id)))
        .reduce((sum, size) => sum + size, 0);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type KoaMiddleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * s3rver 3.7.1 answers NotImplemented to ListMultipartUploads and 405 to
 * AbortMultipartUpload, two operations of every S3 service that the storage
 * and its sweeper use. They are served here, ahead of s3rver's routes, over
 * s3rver's own store of unfinished uploads (one folder each, holding the key
 * and the parts received).
 */
function addMultipartOperations(server: S3rver, directory: string): void {
  const operations: KoaMiddleware = async (ctx, next) => {
    const [bucket = '', ...rest] = ctx.path.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    const folder = uploadsFolder(directory, bucket);
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) {
      const prefix = String(ctx.query.prefix ?? '');
      xml(ctx, 200, listUploads(folder, bucket, prefix));
    } else if (ctx.method === 'DELETE' && key && typeof ctx.query.uploadId === 'string') {
      if (uploadKey(folder, ctx.query.uploadId) !== key) {
        xml(ctx, 404, '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
        return;
      }
      await rm(join(folder, ctx.query.uploadId), { recursive: true, force: true });
      ctx.status = 204;
    } else await next();
  };
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(operations);
}

function listUploads(folder: string, bucket: string, prefix: string): string {
  const uploads = uploadIds(folder)
    .map((id) => ({ id, key: uploadKey(folder, id) }))
    .filter(({ key }) => key?.startsWith(prefix))
    .map(({ id, key }) => {
      const initiated = statSync(join(folder, id, 'key')).mtime.toISOString();
      return `<Upload><Key>${escape(key!)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
    });
  return (
    '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${escape(bucket)}</Bucket><Prefix>${escape(prefix)}</Prefix>` +
    `<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}` +
    '</ListMultipartUploadsResult>'
  );
}

const uploadIds = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);

// Undefined for an unknown id, and for an upload whose folder s3rver is still writing.
function uploadKey(folder: string, id: string): string | undefined {
  if (!/^[0-9a-f]+$/.test(id)) return undefined;
  try {
    return readFileSync(join(folder, id, 'key'), 'utf8');
  } catch {
    return undefined;
  }
}

// An upload aborted or completed while we look has no parts left.
function partSizes(upload: string): number[] {
  try {
    return readdirSync(upload)
      .filter((name) => /^\d+$/.test(name))
      .map((name) => statSync(join(upload, name)).size);
  } catch {
    return [];
  }
}

function xml(ctx: KoaContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
