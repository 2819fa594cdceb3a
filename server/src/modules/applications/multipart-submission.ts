import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import type { ApplicationUploads, ReceiveFile } from './application-uploads.js';
import type { ReadSubmission } from './applications.service.js';

/** A§7: every field is text; these hold JSON, these the text true or false, age a number. */
const JSON_FIELDS = new Set(['seminars', 'relatives']);
const BOOLEAN_FIELDS = new Set([
  'fatherNameUnknown',
  'fatherOccupationUnknown',
  'motherNameUnknown',
  'motherOccupationUnknown',
  'hasRelativeWorking',
  'agreedToTerms',
  'conformity',
  'parentConsent',
]);
const MAX_FILES = 12;
/** Larger than any purpose allows: the file service answers with the purpose's own message first. */
const MAX_FILE_BYTES = 10 * 1024 * 1024 + 1;

function fieldValue(name: string, text: string): unknown {
  if (BOOLEAN_FIELDS.has(name)) return text === 'true' ? true : text === 'false' ? false : text;
  if (name === 'age') return /^\s*\d+\s*$/.test(text) ? Number(text) : text;
  if (JSON_FIELDS.has(name)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw DomainError.badInput(`${name} must be a JSON list`, { [name]: 'Must be a JSON list' });
    }
  }
  return text;
}

/**
 * Reads the spec's multipart application form (A§7), storing each file as it
 * streams in (nothing is held in memory). File fields: profilePhoto,
 * certificates (repeated), parentID (or parentId), idDocument, signature.
 */
export function readMultipartSubmission(req: Request): ReadSubmission {
  return (receive: ReceiveFile) =>
    new Promise((resolve, reject) => {
      if (!req.is('multipart/form-data')) {
        reject(DomainError.badInput('Send the application as multipart/form-data'));
        return;
      }
      const input: Record<string, unknown> = {};
      const uploads: ApplicationUploads = { certificates: [] };
      const pending: Array<Promise<unknown>> = [];
      let failure: unknown;
      const fail = (error: unknown) => (failure ??= error);
      let certificateIndex = 0;

      const parser = busboy({
        headers: req.headers,
        limits: { files: MAX_FILES, fileSize: MAX_FILE_BYTES, fields: 100, fieldSize: 64 * 1024 },
      });
      parser.on('field', (name, value) => {
        try {
          input[name] = fieldValue(name, value);
        } catch (error) {
          fail(error);
        }
      });
      parser.on('file', (name, stream, info) => {
        const file = { filename: info.filename ?? name, stream };
        const store = (promise: Promise<unknown>) => pending.push(promise.catch(fail));
        if (name === 'profilePhoto')
          store(receive('profile_photo', name, file).then((blob) => (uploads.profilePhoto = blob)));
        else if (name === 'certificates' || name === 'certificates[]') {
          const index = certificateIndex++;
          store(
            receive('certificate', `certificates.${index}`, file).then((blob) => {
              if (blob) uploads.certificates[index] = blob;
            }),
          );
        } else if (name === 'parentID' || name === 'parentId')
          store(receive('parent_id', 'parentId', file).then((blob) => (uploads.parentId = blob)));
        else if (name === 'idDocument')
          store(receive('id_document', name, file).then((blob) => (uploads.idDocument = blob)));
        else if (name === 'signature')
          store(receive('signature', name, file).then((blob) => (uploads.signature = blob)));
        else stream.resume();
      });
      parser.on('filesLimit', () =>
        fail(DomainError.badInput(`At most ${MAX_FILES} files can be uploaded at once`)),
      );
      parser.on('error', (error) => {
        fail(DomainError.badInput('The upload was interrupted or malformed'));
        void Promise.all(pending).then(() => reject(failure ?? error));
      });
      parser.on('close', () => {
        void Promise.all(pending).then(() => {
          uploads.certificates = uploads.certificates.filter(Boolean);
          if (failure) reject(failure);
          else resolve({ input, uploads });
        });
      });
      req.pipe(parser);
    });
}
