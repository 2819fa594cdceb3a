import { Query, Resolver } from '@nestjs/graphql';
import { BackupsService } from './backups.service.js';
import { BackupStatus } from './backups.types.js';
import { Access } from '../../common/access/access.decorator.js';

@Resolver()
export class BackupsResolver {
  constructor(private readonly backups: BackupsService) {}

  @Access('backupStatus')
  @Query(() => BackupStatus, { description: 'The latest backup and the next scheduled run.' })
  backupStatus(): Promise<BackupStatus> {
    return this.backups.status();
  }
}
