import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { UsersModule } from '../users/users.module.js';
import { TestingResolver } from './testing.resolver.js';

/** Test-only operations; AppModule imports this module only when NODE_ENV=test. */
@Module({
  imports: [UsersModule, NotificationsModule, OfficesModule, ScholarsModule, FilesModule],
  providers: [TestingResolver],
})
export class TestingModule {}
