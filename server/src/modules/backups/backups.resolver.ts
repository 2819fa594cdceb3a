import { Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../auth/auth.decorators.js';
import { BackupsService } from './backups.service.js';
import { BackupStatus } from './backups.types.js';

@Resolver()
export class BackupsResolver {
  constructor(private readonly backups: BackupsService) {}

  @Roles('hr', 'admin')
  @Query(() => BackupStatus, { description: 'The latest backup and the next scheduled run.' })
  backupStatus(): Promise<BackupStatus> {
    return this.backups.status();
  }
}
