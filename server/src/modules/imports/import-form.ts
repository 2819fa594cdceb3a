import type { Request } from 'express';
import type { StoredBlob } from '../files/files.service.js';
import { readMultipartForm, type ReadForm } from '../files/multipart-form.js';

/** What an upload for a dry run carries: the kind of rows and the stored file. */
export type ReadImportForm = ReadForm<{ kind?: string; file?: StoredBlob }>;

/** multipart/form-data: the text field `kind` and the spreadsheet `file`. */
export function readMultipartImport(req: Request): ReadImportForm {
  const read = readMultipartForm(req, { file: { purpose: 'import' } });
  return async (receive) => {
    const { fields, files } = await read(receive);
    return { kind: fields.kind, file: files.file?.[0] };
  };
}
