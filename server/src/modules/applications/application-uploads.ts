import type { StoredBlob } from '../files/files.service.js';

/** The files of one application, already in storage but not yet recorded. */
export interface ApplicationUploads {
  profilePhoto?: StoredBlob;
  certificates: StoredBlob[];
  parentId?: StoredBlob;
  idDocument?: StoredBlob;
  signature?: StoredBlob;
}
