import { randomBytes } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestClient } from './test-client.js';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; bytes: Buffer };

/**
 * A file name as browsers send it: raw UTF-8 in quotes; a name a quoted
 * string cannot hold (quotes, backslashes, control characters) in RFC 5987 form.
 */
function filenameParam(name: string): string {
  const quotable = [...name].every((c) => c !== '"' && c !== '\\' && c.charCodeAt(0) >= 0x20);
  if (quotable) return `filename="${name}"`;
  return `filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A multipart/form-data body of `parts`, with its boundary. */
export function multipartBody(parts: Part[]): { boundary: string; body: Buffer } {
  const boundary = `----sasm${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; ${filenameParam(part.filename)}\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`, 'utf8'));
    chunks.push('filename' in part ? part.bytes : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, body: Buffer.concat(chunks) };
}

export interface RawSend {
  /** Bytes of the body to send before dropping the connection (default: all). */
  dropAfter?: number;
  /** Drop only once this holds (polled; at most `waitMs`), e.g. once the server stores the file. */
  dropWhen?: () => boolean;
  /** How long `dropWhen` is waited for (default 5 s). */
  waitMs?: number;
  /** Send the body in pieces of this size, waiting `every` ms between them. */
  trickle?: { bytes: number; every: number };
  /** Extra headers (GraphQL multipart needs apollo-require-preflight). */
  headers?: Record<string, string>;
}

/**
 * Sends a multipart body over a raw connection as `client` (its cookies, XSRF
 * header and address), optionally dropping it part-way or trickling it —
 * what supertest cannot do. Resolves with the status, or null when dropped.
 */
export function sendMultipart(
  baseUrl: string,
  client: TestClient,
  path: string,
  { boundary, body }: { boundary: string; body: Buffer },
  options: RawSend = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> } | null> {
  const cookies = [...client.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
        cookie: cookies,
        'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
        'x-forwarded-for': client.ip,
        ...options.headers,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const answer = () =>
        resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers });
      res.on('end', answer);
      res.on('error', answer);
    });
    req.on('error', (error) => (options.dropAfter === undefined ? reject(error) : resolve(null)));
    const end = options.dropAfter ?? body.length;
    if (options.dropAfter !== undefined) {
      const ready = options.dropWhen ?? (() => true);
      req.write(body.subarray(0, end), async () => {
        const waitMs = options.waitMs ?? 5000;
        for (let waited = 0; waited < waitMs && !ready(); waited += 20) await sleep(20);
        req.destroy();
        resolve(null);
      });
      return;
    }
    if (!options.trickle) {
      req.end(body);
      return;
    }
    const { bytes, every } = options.trickle;
    let sent = 0;
    const timer = setInterval(() => {
      if (req.destroyed || sent >= body.length) {
        clearInterval(timer);
        if (!req.destroyed) req.end();
        return;
      }
      req.write(body.subarray(sent, sent + bytes));
      sent += bytes;
    }, every);
    req.on('close', () => clearInterval(timer));
  });
}

/** Open descriptors of this process (the test process runs the server). */
export function openDescriptors(): number {
  return readdirSync('/proc/self/fd').length;
}

/** Descriptors of this process open on files under `dir`. */
export function descriptorsUnder(dir: string): string[] {
  return readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(join('/proc/self/fd', fd));
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(dir));
}
