import { createHash, randomBytes } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { FILE_STORAGE, type FileStorage } from '../../src/modules/files/file-storage.js';
import { FilesRepository } from '../../src/modules/files/files.repository.js';
import type { FilePurpose, FileRecord } from '../../src/modules/files/files.table.js';
import type { TestApp } from './test-app.js';

/** A stored file of `ownerId` (bytes in storage, then its row), as an upload leaves it. */
export async function storedFile(
  sut: TestApp,
  ownerId: string,
  bytes: Buffer = randomBytes(4096),
  purpose: FilePurpose = 'certificate',
): Promise<FileRecord> {
  const write = await sut.get<FileStorage>(FILE_STORAGE).create();
  write.stream.end(bytes);
  await finished(write.stream);
  await write.commit();
  return sut.get<FilesRepository>(FilesRepository).insert({
    ownerId,
    purpose,
    originalName: 'certificate.pdf',
    mime: 'application/pdf',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey: write.key,
  });
}
