import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { DiskFileStorage, FILE_STORAGE } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UploadAdmission } from './upload-admission.js';
import { UploadSlotsRepository } from './upload-slots.repository.js';

@Module({
  imports: [RateLimitModule],
  controllers: [FilesController],
  providers: [
    FilesRepository,
    FilesService,
    UploadSlotsRepository,
    UploadAdmission,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new DiskFileStorage(config.uploadsDir),
    },
  ],
  exports: [FilesService, UploadAdmission],
})
export class FilesModule {}
