import { Module } from '@nestjs/common';
import { OfficesModule } from '../offices/offices.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({
  imports: [OfficesModule, UsersModule],
  providers: [DemoSeedService],
})
export class DemoModule {}
