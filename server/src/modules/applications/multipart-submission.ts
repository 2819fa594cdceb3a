import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import { readMultipartForm, type FileField } from '../files/multipart-form.js';
import type { ApplicationUploads } from './application-uploads.js';
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
const MAX_CERTIFICATES = 8;

function fieldValue(name: string, text: string): unknown {
  if (BOOLEAN_FIELDS.has(name)) return text === 'true' ? true : text === 'false' ? false : text;
  if (name === 'age') {
    // Blank is not given (A§5 "Age is required"), not the number 0.
    if (text.trim() === '') return undefined;
    return /^\s*\d+\s*$/.test(text) ? Number(text) : text;
  }
  if (JSON_FIELDS.has(name)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw DomainError.badInput(`${name} must be a JSON list`, { [name]: 'Must be a JSON list' });
    }
  }
  return text;
}

/** File fields of the form; the spec names the parent ID's field in two ways. */
const FILE_FIELDS: Record<string, FileField> = {
  profilePhoto: { purpose: 'profile_photo' },
  certificates: {
    purpose: 'certificate',
    max: MAX_CERTIFICATES,
    field: (i) => `certificates.${i}`,
  },
  'certificates[]': {
    purpose: 'certificate',
    max: MAX_CERTIFICATES,
    field: (i) => `certificates.${i}`,
  },
  parentID: { purpose: 'parent_id', field: 'parentId' },
  parentId: { purpose: 'parent_id' },
  idDocument: { purpose: 'id_document' },
  signature: { purpose: 'signature' },
};

/**
 * Reads the spec's multipart application form (A§7), storing each file as it
 * streams in (nothing is held in memory). File fields: profilePhoto,
 * certificates (repeated), parentID (or parentId), idDocument, signature.
 */
export function readMultipartSubmission(req: Request): ReadSubmission {
  const read = readMultipartForm(req, FILE_FIELDS);
  return async (receive) => {
    const { fields, files } = await read(receive);
    const input: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(fields)) input[name] = fieldValue(name, text);
    const uploads: ApplicationUploads = {
      profilePhoto: files.profilePhoto?.[0],
      certificates: [...(files.certificates ?? []), ...(files['certificates[]'] ?? [])],
      parentId: files.parentID?.[0] ?? files.parentId?.[0],
      idDocument: files.idDocument?.[0],
      signature: files.signature?.[0],
    };
    return { input, uploads };
  };
}
