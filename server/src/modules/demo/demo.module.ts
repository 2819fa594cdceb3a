import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { DtrModule } from '../dtr/dtr.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoApplications } from './demo-applications.js';
import { DemoDtr } from './demo-dtr.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({
  imports: [ApplicationsModule, DtrModule, OfficesModule, ScholarsModule, UsersModule],
  providers: [DemoSeedService, DemoApplications, DemoDtr],
})
export class DemoModule {}
