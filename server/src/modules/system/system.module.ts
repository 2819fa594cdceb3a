import { Module } from '@nestjs/common';
import { SystemController } from './system.controller.js';
import { SystemResolver } from './system.resolver.js';
import { SystemService } from './system.service.js';

@Module({
  controllers: [SystemController],
  providers: [SystemService, SystemResolver],
})
export class SystemModule {}
