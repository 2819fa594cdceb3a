import { Module } from '@nestjs/common';
import { OfficesController } from './offices.controller.js';
import { OfficesRepository } from './offices.repository.js';
import { OfficesResolver } from './offices.resolver.js';
import { OfficesService } from './offices.service.js';

@Module({
  controllers: [OfficesController],
  providers: [OfficesRepository, OfficesService, OfficesResolver],
  exports: [OfficesService],
})
export class OfficesModule {}
