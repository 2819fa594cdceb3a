import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { UserAccountsModule } from '../user-accounts/user-accounts.module.js';
import { UsersModule } from '../users/users.module.js';
import { DEFAULT_IMPORT_LIMITS, IMPORT_LIMITS } from './import-limits.js';
import { ImportRunner } from './import-runner.js';
import { ImportWriter } from './import-writer.js';
import { ImportsController } from './imports.controller.js';
import { ImportsRepository } from './imports.repository.js';
import { ImportsResolver } from './imports.resolver.js';
import { ImportsService } from './imports.service.js';

/** HR's import of offices, office staff, students and scholars from spreadsheets. */
@Module({
  imports: [
    AuthModule,
    FilesModule,
    InvitationsModule,
    OfficesModule,
    ScholarsModule,
    UserAccountsModule,
    UsersModule,
  ],
  controllers: [ImportsController],
  providers: [
    { provide: IMPORT_LIMITS, useValue: DEFAULT_IMPORT_LIMITS },
    ImportsRepository,
    ImportWriter,
    ImportRunner,
    ImportsService,
    ImportsResolver,
  ],
  // The demo seed imports through the service.
  exports: [ImportsService],
})
export class ImportsModule {}
