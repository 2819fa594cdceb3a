import type { FilePurpose } from '../files/files.table.js';
import type { IncomingFile, StoredBlob } from '../files/files.service.js';

/** The files of one application, already in storage but not yet recorded. */
export interface ApplicationUploads {
  profilePhoto?: StoredBlob;
  certificates: StoredBlob[];
  parentId?: StoredBlob;
  idDocument?: StoredBlob;
  signature?: StoredBlob;
}

/** Stores one incoming file for `purpose` (undefined in, undefined out); `field` names it in errors. */
export type ReceiveFile = (
  purpose: FilePurpose,
  field: string,
  file: IncomingFile | undefined,
) => Promise<StoredBlob | undefined>;
