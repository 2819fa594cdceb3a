import { Injectable } from '@nestjs/common';
import { BatchLoader } from '../../common/batch-loader.js';
import { FilesService } from '../files/files.service.js';
import { toStoredFile, type StoredFile } from '../files/files.types.js';
import type { ApplicationUploads } from './application-uploads.js';
import { ApplicationsRepository } from './applications.repository.js';
import type { ApplicationRow } from './applications.table.js';
import type { ApplicationDocument } from './applications.types.js';

/**
 * An application's files: attached on submission, read for the answers of
 * both transports. What a request already holds of a row's documents (the
 * staff list's 2x2 photos read with the page, a submission's files just
 * attached) answers for that row object without another read; the rest is
 * read in one query per request (`scope`).
 */
@Injectable()
export class ApplicationDocuments {
  private readonly loaders = new WeakMap<object, BatchLoader<string, ApplicationDocument[]>>();
  private readonly photosInHand = new WeakMap<ApplicationRow, StoredFile | null>();
  private readonly documentsInHand = new WeakMap<object, ApplicationDocument[]>();

  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly files: FilesService,
  ) {}

  /** Records the uploads and links them to the application, in the caller's transaction. */
  async attach(ownerId: string, row: ApplicationRow, uploads: ApplicationUploads): Promise<void> {
    const kinds = [
      ['profile_photo', uploads.profilePhoto ? [uploads.profilePhoto] : []],
      ['certificate', uploads.certificates],
      ['parent_id', uploads.parentId ? [uploads.parentId] : []],
      ['id_document', uploads.idDocument ? [uploads.idDocument] : []],
      ['signature', uploads.signature ? [uploads.signature] : []],
    ] as const;
    const attached = kinds.flatMap(([kind, blobs]) =>
      blobs.map((blob, position) => ({ kind, position, blob })),
    );
    const files = await this.files.recordMany(
      ownerId,
      attached.map(({ blob }) => blob),
    );
    await this.applications.insertDocuments(
      attached.map(({ kind, position }, index) => ({
        applicationId: row.id,
        fileId: files[index]!.id,
        kind,
        position,
      })),
    );
    // In the order they are read: kind, then position.
    this.documentsInHand.set(
      row,
      attached.map(({ kind }, index) => ({ kind, file: toStoredFile(files[index]!) })),
    );
  }

  /** The 2x2 picture a list read with its row (null: none). */
  listedWithPhoto(row: ApplicationRow, photo: StoredFile | null): void {
    this.photosInHand.set(row, photo);
  }

  /** The application's documents; calls sharing a `scope` (the request) are one query. */
  documents(row: Pick<ApplicationRow, 'id'>, scope: object = {}): Promise<ApplicationDocument[]> {
    const inHand = this.documentsInHand.get(row);
    if (inHand) return Promise.resolve(inHand);
    let loader = this.loaders.get(scope);
    if (!loader) {
      loader = new BatchLoader(
        async (ids: string[]) => {
          const byApplication = new Map<string, ApplicationDocument[]>();
          for (const document of await this.applications.documentsOf(ids)) {
            const list = byApplication.get(document.applicationId) ?? [];
            list.push({ kind: document.kind, file: toStoredFile(document.file) });
            byApplication.set(document.applicationId, list);
          }
          return byApplication;
        },
        () => [],
      );
      this.loaders.set(scope, loader);
    }
    return loader.load(row.id);
  }

  /** The 2x2 picture. */
  async profilePhoto(row: ApplicationRow, scope: object = {}): Promise<StoredFile | null> {
    const inHand = this.photosInHand.get(row);
    if (inHand !== undefined) return inHand;
    const documents = await this.documents(row, scope);
    return documents.find((document) => document.kind === 'profile_photo')?.file ?? null;
  }
}
