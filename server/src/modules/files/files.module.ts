import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { DiskFileStorage, FILE_STORAGE } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';

@Module({
  controllers: [FilesController],
  providers: [
    FilesRepository,
    FilesService,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new DiskFileStorage(config.uploadsDir),
    },
  ],
  exports: [FilesService],
})
export class FilesModule {}
