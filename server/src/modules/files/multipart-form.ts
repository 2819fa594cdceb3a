import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import { BROKEN_UPLOAD } from '../../common/errors/to-domain-error.js';
import type { IncomingFile, StoredBlob } from './files.service.js';
import { fileRules } from './file-types.js';
import type { FilePurpose } from './files.table.js';

/** A file field of a multipart form: what its files are for and how many it takes. */
export interface FileField {
  purpose: FilePurpose;
  /** Most files under this name (default 1); a repeated name is e.g. `certificates`. */
  max?: number;
  /** What the field's error messages are filed under (default: the field name; per file of a repeated field). */
  field?: string | ((index: number) => string);
}

/** Stores one file as it streams in (FilesService.receive, usually through `withUploads`). */
export type ReceiveFile = (
  file: IncomingFile,
  purpose: FilePurpose,
  field: string,
) => Promise<StoredBlob>;

export interface MultipartForm {
  /** Text fields, trimmed; blank ones left out. */
  fields: Record<string, string>;
  /** The stored files of each file field, in the order they came. */
  files: Record<string, StoredBlob[]>;
}

/** What a service reads from its transport, storing files through `receive`. */
export type ReadForm<T> = (receive: ReceiveFile) => Promise<T>;

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Reads a multipart/form-data request body (the REST facade's uploads): text
 * fields, and the files of the declared fields handed to `receive` as they
 * stream in — nothing is held in memory. Files under any other name are
 * drained unread. Settles after every started upload has: with the first
 * failure (the purpose's own message under the field), else the form.
 */
export function readMultipartForm(
  req: Request,
  fileFields: Record<string, FileField>,
): ReadForm<MultipartForm> {
  const maxFiles = Object.values(fileFields).reduce((sum, spec) => sum + (spec.max ?? 1), 0);
  // One byte over the largest purpose: FilesService answers with that purpose's message first.
  const maxFileBytes =
    Math.max(0, ...Object.values(fileFields).map((spec) => fileRules[spec.purpose].maxBytes)) + 1;
  return (receive) =>
    new Promise((resolve, reject) => {
      if (!req.is('multipart/form-data')) {
        reject(DomainError.badInput('Send the form as multipart/form-data'));
        return;
      }
      const form: MultipartForm = { fields: {}, files: {} };
      const pending: Array<Promise<unknown>> = [];
      const counts = new Map<string, number>();
      let failure: unknown;
      const fail = (error: unknown) => (failure ??= error);

      const parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          files: Math.max(maxFiles, 1),
          fileSize: maxFileBytes,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
      parser.on('field', (name, value) => {
        const text = value.trim();
        if (text !== '') form.fields[name] = text;
      });
      parser.on('file', (name, stream, info) => {
        const spec = fileFields[name];
        const count = counts.get(name) ?? 0;
        if (!spec || failure) {
          stream.resume();
          return;
        }
        const field = typeof spec.field === 'function' ? spec.field(count) : (spec.field ?? name);
        if (count >= (spec.max ?? 1)) {
          const message =
            spec.max && spec.max > 1 ? `Attach at most ${spec.max} files` : 'Attach one file only';
          fail(DomainError.badInput(message, { [field]: message }));
          stream.resume();
          return;
        }
        counts.set(name, count + 1);
        const index = count;
        pending.push(
          receive({ filename: info.filename || name, stream }, spec.purpose, field).then(
            (blob) => ((form.files[name] ??= [])[index] = blob),
            fail,
          ),
        );
      });
      parser.on('filesLimit', () => fail(DomainError.badInput('Too many files in one request')));
      parser.on('error', () => {
        fail(DomainError.badInput(BROKEN_UPLOAD));
        void Promise.all(pending).then(() => reject(failure));
      });
      parser.on('close', () => {
        void Promise.all(pending).then(() => {
          if (failure) reject(failure);
          else {
            for (const [name, blobs] of Object.entries(form.files))
              form.files[name] = blobs.filter(Boolean);
            resolve(form);
          }
        });
      });
      // A client gone before the end of its body ends the form at once: piping
      // never tells the parser, and a file stream left waiting would hold its
      // descriptor and its partial bytes for good.
      const abandoned = () => {
        if (!req.readableEnded) parser.destroy(new Error('The client closed the request'));
      };
      req.once('close', abandoned);
      parser.once('close', () => req.off('close', abandoned));
      req.pipe(parser);
    });
}

/**
 * Reads what is left of a request body and throws it away. A refusal sent
 * while the client is still uploading would otherwise end in a reset
 * connection (the client sees EPIPE, not our answer).
 */
export async function drainRequest(req: Request): Promise<void> {
  if (req.readableEnded || req.destroyed) return;
  req.unpipe();
  req.resume();
  await new Promise<void>((resolve) => {
    req.once('end', resolve);
    req.once('close', resolve);
    req.once('error', () => resolve());
  });
}
