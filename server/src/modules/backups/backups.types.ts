import {
  Field,
  Float,
  GraphQLISODateTime,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import { enumOf } from '../../common/graphql-enum.js';
import { backupOutcome, backupTrigger, type BackupOutcome } from './backups.table.js';

const BackupOutcomeEnum = enumOf(backupOutcome.enumValues);
const BackupTriggerEnum = enumOf(backupTrigger.enumValues);
registerEnumType(BackupOutcomeEnum, {
  name: 'BackupOutcome',
  description: 'How a backup run ended (running while it has not).',
});
registerEnumType(BackupTriggerEnum, {
  name: 'BackupTrigger',
  description: 'What started a backup: the schedule or `npm run backup`.',
});

@ObjectType({ description: 'What a backup archive holds.' })
export class BackupManifestSummary {
  @Field({ description: 'The last database migration in the snapshot.' })
  lastMigration: string;
  @Field(() => Int, { description: 'Tables in the snapshot.' })
  tables: number;
  @Field(() => Float, { description: 'Rows in the snapshot, over all tables.' })
  rows: number;
  @Field(() => Int, { description: 'Uploaded files in the archive.' })
  files: number;
  @Field(() => Float, { description: 'Bytes of those files.' })
  fileBytes: number;
}

@ObjectType({ description: 'One backup run.' })
export class Backup {
  @Field(() => BackupTriggerEnum)
  trigger: 'schedule' | 'command';
  @Field(() => GraphQLISODateTime)
  startedAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true })
  finishedAt: Date | null;
  @Field(() => BackupOutcomeEnum)
  outcome: BackupOutcome;
  @Field(() => Float, { nullable: true, description: 'Bytes of the archive.' })
  size: number | null;
  @Field(() => String, { nullable: true, description: 'The archive file in BACKUP_DIR.' })
  archiveName: string | null;
  @Field(() => BackupManifestSummary, { nullable: true })
  manifestSummary: BackupManifestSummary | null;
  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  error: string | null;
}

@ObjectType({ description: 'Backups at a glance, for the System card of the HR dashboard.' })
export class BackupStatus {
  @Field(() => Backup, { nullable: true, description: 'The latest run, if any.' })
  last: Backup | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Next scheduled run; null when off.',
  })
  nextRunAt: Date | null;
  @Field(() => [String], { description: 'Daily times (university time) from BACKUP_SCHEDULE.' })
  schedule: string[];
  @Field(() => Int, { description: 'Archives kept (BACKUP_KEEP).' })
  keep: number;
  @Field({ description: 'Whether archives are encrypted (BACKUP_PASSPHRASE set).' })
  encrypted: boolean;
}
