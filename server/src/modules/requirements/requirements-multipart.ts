import type { Request } from 'express';
import type { StoredBlob } from '../files/files.service.js';
import { readMultipartForm, type FileField } from '../files/multipart-form.js';
import { REQUIREMENT_KEYS, type RequirementKey } from './requirement-documents.js';
import type { ReadRequirementFile, ReadRequirementFiles } from './requirements.service.js';

const SIX_FIELDS: Record<string, FileField> = Object.fromEntries(
  REQUIREMENT_KEYS.map((key) => [key, { purpose: 'requirement_document' }]),
);

/** `POST /api/requirements`: one multipart file field per document, named by its key. */
export function readMultipartRequirements(req: Request): ReadRequirementFiles {
  const read = readMultipartForm(req, SIX_FIELDS);
  return async (receive) => {
    const { files } = await read(receive);
    const stored: Partial<Record<RequirementKey, StoredBlob>> = {};
    for (const key of REQUIREMENT_KEYS) if (files[key]?.[0]) stored[key] = files[key][0];
    return stored;
  };
}

/** `PUT /api/requirements/mine/items/:key`: the new file under `file`; errors filed under the key. */
export function readMultipartReupload(req: Request, key: string): ReadRequirementFile {
  const read = readMultipartForm(req, { file: { purpose: 'requirement_document', field: key } });
  return async (receive) => (await read(receive)).files.file?.[0];
}
