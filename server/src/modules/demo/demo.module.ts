import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoApplications } from './demo-applications.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({
  imports: [ApplicationsModule, OfficesModule, UsersModule],
  providers: [DemoSeedService, DemoApplications],
})
export class DemoModule {}
