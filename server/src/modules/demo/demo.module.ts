import { Module } from '@nestjs/common';
import { OfficesModule } from '../offices/offices.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({
  imports: [OfficesModule],
  providers: [DemoSeedService],
})
export class DemoModule {}
