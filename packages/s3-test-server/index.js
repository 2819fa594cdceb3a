// An S3-protocol server for tests and benchmarks, started inside their own
// process: s3rver on a free port and a temporary folder, one bucket, and the
// two multipart operations s3rver lacks (below). Plain ESM with hand-written
// types, so the bench's .mjs loads it without a build step.
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

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Where s3rver's file store keeps an unfinished upload: <bucket>/._S3rver_uploads/<id>/{key,1,2,…}.
 * @param {string} directory
 * @param {string} bucket
 */
const uploadsFolder = (directory, bucket) => join(directory, bucket, '._S3rver_uploads');

/** @type {import('./index.d.ts').startS3TestServer} */
export async function startS3TestServer(bucket = 'sasm-test-files') {
  const directory = mkdtempSync(join(tmpdir(), 'sasm-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  addMultipartOperations(server, directory);
  const resets = { puts: 0 };
  addResets(server, resets);
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
      /** @type {string[]} */
      const keys = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket }))
        keys.push(...(page.Contents ?? []).map((object) => String(object.Key)));
      return keys.sort();
    },
    async unfinishedUploads() {
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      return (page.Uploads ?? []).map((upload) => String(upload.Key)).sort();
    },
    receivedParts(key) {
      return uploadIds(folder)
        .filter((id) => key === undefined || uploadKey(folder, id) === key)
        .flatMap((id) => partSizes(join(folder, id)))
        .reduce((sum, size) => sum + size, 0);
    },
    resetNextPuts(count) {
      resets.puts = count;
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * @typedef {object} KoaContext
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string | string[] | undefined>} query
 * @property {number} status
 * @property {string} type
 * @property {unknown} body
 */

/**
 * s3rver 3.7.1 answers NotImplemented to ListMultipartUploads and 405 to
 * AbortMultipartUpload, two operations of every S3 service that the server's
 * storage and its sweeper use. They are served here, ahead of s3rver's
 * routes, over s3rver's own store of unfinished uploads (one folder each,
 * holding the key and the parts received).
 * @param {S3rver} server
 * @param {string} directory
 */
function addMultipartOperations(server, directory) {
  /** @type {(ctx: KoaContext, next: () => Promise<void>) => Promise<void>} */
  const operations = async (ctx, next) => {
    const [bucket = '', ...rest] = ctx.path.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    const folder = uploadsFolder(directory, bucket);
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) {
      xml(ctx, 200, listUploads(folder, bucket, String(ctx.query.prefix ?? '')));
    } else if (ctx.method === 'DELETE' && key && typeof uploadId === 'string') {
      if (uploadKey(folder, uploadId) !== key) {
        xml(ctx, 404, '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
        return;
      }
      await rm(join(folder, uploadId), { recursive: true, force: true });
      ctx.status = 204;
    } else await next();
  };
  /** @type {{ middleware: unknown[] }} */ (/** @type {unknown} */ (server)).middleware.unshift(
    operations,
  );
}

/**
 * Cuts the connection of the next `resets.puts` PUT requests (objects and
 * parts) as they arrive: what a keep-alive connection the service closed
 * meanwhile does to a client.
 * @param {S3rver} server
 * @param {{ puts: number }} resets
 */
function addResets(server, resets) {
  /** @type {(ctx: KoaContext & { req: import('node:http').IncomingMessage }, next: () => Promise<void>) => Promise<void>} */
  const reset = async (ctx, next) => {
    if (ctx.method !== 'PUT' || resets.puts === 0) return next();
    resets.puts -= 1;
    ctx.req.socket.destroy();
  };
  /** @type {{ middleware: unknown[] }} */ (/** @type {unknown} */ (server)).middleware.unshift(
    reset,
  );
}

/**
 * @param {string} folder
 * @param {string} bucket
 * @param {string} prefix
 */
function listUploads(folder, bucket, prefix) {
  const uploads = uploadIds(folder).flatMap((id) => {
    const key = uploadKey(folder, id);
    if (key === undefined || !key.startsWith(prefix)) return [];
    const initiated = statSync(join(folder, id, 'key')).mtime.toISOString();
    return [
      `<Upload><Key>${escape(key)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`,
    ];
  });
  return (
    '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${escape(bucket)}</Bucket><Prefix>${escape(prefix)}</Prefix>` +
    `<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}` +
    '</ListMultipartUploadsResult>'
  );
}

/** @param {string} folder */
const uploadIds = (folder) => (existsSync(folder) ? readdirSync(folder) : []);

/**
 * Undefined for an unknown id, and for an upload whose folder s3rver is still writing.
 * @param {string} folder
 * @param {string} id
 */
function uploadKey(folder, id) {
  if (!/^[0-9a-f]+$/.test(id)) return undefined;
  try {
    return readFileSync(join(folder, id, 'key'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * An upload aborted or completed while we look has no parts left.
 * @param {string} upload
 */
function partSizes(upload) {
  try {
    return readdirSync(upload)
      .filter((name) => /^\d+$/.test(name))
      .map((name) => statSync(join(upload, name)).size);
  } catch {
    return [];
  }
}

/**
 * @param {KoaContext} ctx
 * @param {number} status
 * @param {string} body
 */
function xml(ctx, status, body) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/** @param {string} text */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
