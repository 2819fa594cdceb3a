import { Query, Resolver } from '@nestjs/graphql';
import { BackupsService } from './backups.service.js';
import { BackupStatus } from './backups.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver()
export class BackupsResolver {
  constructor(private readonly backups: BackupsService) {}

  @Access('backupStatus')
  @Query(() => BackupStatus, { description: 'The latest backup and the next scheduled run.' })
  backupStatus(@CurrentUser() current: SignedInUser): Promise<BackupStatus> {
    return this.backups.status(current.user);
  }
}
