import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { DiskFileStorage } from './disk-file-storage.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { FileRemovalHold } from './file-removal-hold.js';
import { FilesController } from './files.controller.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { OrphanFileSweeper } from './orphan-file-sweeper.js';
import { S3FileStorage } from './s3-file-storage.js';
import { UploadAdmission } from './upload-admission.js';
import { processHeap, UploadHeapCompaction } from './upload-heap-compaction.js';
import { UploadSlotsRepository } from './upload-slots.repository.js';

@Module({
  imports: [RateLimitModule],
  controllers: [FilesController],
  providers: [
    FilesRepository,
    FilesService,
    UploadSlotsRepository,
    UploadAdmission,
    { provide: UploadHeapCompaction, useFactory: () => new UploadHeapCompaction(processHeap()) },
    OrphanFileSweeper,
    FileRemovalHold,
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage },
  ],
  exports: [FilesService, UploadAdmission, OrphanFileSweeper, FileRemovalHold, FILE_STORAGE],
})
export class FilesModule {}

/** The disk unless a bucket is configured (S3_BUCKET); the backup CLI opens the same storage. */
export function createFileStorage(config: AppConfig): FileStorage {
  return config.s3
    ? new S3FileStorage(config.s3, join(config.uploadsDir, 'tmp'))
    : new DiskFileStorage(config.uploadsDir);
}
