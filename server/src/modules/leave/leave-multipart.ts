import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import type { StoredBlob } from '../files/files.service.js';
import type { LeaveForm } from './leave-rules.js';
import type { ReadLeaveForm } from './leave.service.js';

/** Larger than the proof allows: the file service answers with its own message first. */
const MAX_FILE_BYTES = 5 * 1024 * 1024 + 1;

const FORM_FIELDS = new Set<keyof LeaveForm>([
  'name',
  'idNumber',
  'schoolDept',
  'courseYear',
  'type',
  'dateFrom',
  'dateTo',
  'daysHours',
  'reasons',
  'signatureName',
  'signatureDate',
]);

/** Trimmed text of the known fields; blank is left out (as the GraphQL input's transform does). */
export function leaveFormOf(body: Record<string, unknown> | undefined): LeaveForm {
  const form: LeaveForm = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    if (!FORM_FIELDS.has(name as keyof LeaveForm)) continue;
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') form[name as keyof LeaveForm] = text;
  }
  return form;
}

/**
 * `POST /api/leave-requests` as multipart/form-data: the form's fields as
 * text and the optional file `proof`, stored as it streams in.
 */
export function readMultipartLeave(req: Request): ReadLeaveForm {
  return (receive) =>
    new Promise((resolve, reject) => {
      const body: Record<string, unknown> = {};
      let proof: Promise<StoredBlob | undefined> | undefined;
      let failure: unknown;
      const parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: MAX_FILE_BYTES, fields: 30, fieldSize: 16 * 1024 },
      });
      parser.on('field', (name, value) => (body[name] = value));
      parser.on('file', (name, stream, info) => {
        if (name !== 'proof' || proof) {
          stream.resume();
          return;
        }
        proof = receive({ filename: info.filename ?? name, stream });
        proof.catch((error: unknown) => (failure ??= error));
      });
      parser.on(
        'filesLimit',
        () =>
          (failure ??= DomainError.badInput('Attach at most one proof document', {
            proof: 'Attach at most one proof document',
          })),
      );
      parser.on('error', () => {
        failure ??= DomainError.badInput('The upload was interrupted or malformed');
        void Promise.resolve(proof?.catch(() => undefined)).then(() => reject(failure));
      });
      parser.on('close', () => {
        void Promise.resolve(proof?.catch(() => undefined)).then((stored) => {
          if (failure) reject(failure);
          else resolve({ form: leaveFormOf(body), proof: stored });
        });
      });
      req.pipe(parser);
    });
}
