import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import type { UserRole } from '../../common/access/roles.js';
import { Clock } from '../../common/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { AdvisoryLocks } from '../../db/advisory-locks.js';
import { InjectDatabase } from '../../db/db.tokens.js';
import type { Database } from '../../db/database.js';
import { FileRemovalHold } from '../files/file-removal-hold.js';
import { InjectFileStorage, type FileStorage } from '../files/file-storage.js';
import { summarize } from './archive/manifest.js';
import type { BackupProgress } from './backup-archive.js';
import { BackupFailureNotice } from './backup-failure-notice.js';
import { runBackup, type BackupResult } from './backup-run.js';
import { nextScheduledRun } from './backup-schedule.js';
import { BackupsRepository } from './backups.repository.js';
import type { BackupRecord } from './backups.table.js';
import type { BackupStatus } from './backups.types.js';

/** The longest setTimeout Node keeps (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs backups (ARCHITECTURE §11): on BACKUP_SCHEDULE and when `npm run
 * backup` asks. One at a time; on PostgreSQL one instance at a time.
 */
@Injectable()
export class BackupsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @InjectDatabase() private readonly database: Database,
    @InjectConfig() private readonly config: AppConfig,
    @InjectFileStorage() private readonly storage: FileStorage,
    private readonly removalHold: FileRemovalHold,
    private readonly locks: AdvisoryLocks,
    private readonly backups: BackupsRepository,
    private readonly failureNotice: BackupFailureNotice,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The embedded database has one server: a run still "running" died with an earlier process.
    if (this.database.kind === 'pglite')
      await this.backups.settleUnfinished('failed', {
        error: 'The server stopped during the backup.',
      });
    this.scheduleNext();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  /**
   * One backup now, recorded in the backups table. Resolves with null when
   * another backup is running (here or on another instance).
   */
  async run(
    trigger: BackupRecord['trigger'],
    onProgress?: (progress: BackupProgress) => void,
  ): Promise<BackupResult | null> {
    if (this.running) return null;
    const run = this.locks.ifFree('backups:run', () => this.recorded(trigger, onProgress));
    this.running = run;
    try {
      return (await run) ?? null;
    } finally {
      this.running = undefined;
    }
  }

  async status(viewer: { role: UserRole }): Promise<BackupStatus> {
    requireAccess(viewer, 'backupStatus');
    const last = await this.backups.latest();
    return {
      last: last ?? null,
      nextRunAt:
        nextScheduledRun(this.config.backup.schedule, this.config.timeZone, this.clock.now()) ??
        null,
      schedule: this.config.backup.schedule,
      keep: this.config.backup.keep,
      encrypted: Boolean(this.config.backup.passphrase),
    };
  }

  private async recorded(
    trigger: BackupRecord['trigger'],
    onProgress?: (progress: BackupProgress) => void,
  ): Promise<BackupResult> {
    const record = await this.backups.start(trigger);
    try {
      const result = await runBackup({
        database: this.database,
        config: this.config,
        storage: this.storage,
        holdRemovals: (work) => this.removalHold.during(work),
        onProgress,
      });
      await this.backups.finish(record.id, {
        outcome: 'succeeded',
        size: result.size,
        archiveName: result.name,
        manifestSummary: summarize(result.manifest),
        error: null,
      });
      this.logger.log(`Backup written: ${result.name} (${result.size} bytes)`);
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Backup failed: ${message}`);
      await this.backups.finish(record.id, {
        outcome: 'failed',
        size: null,
        archiveName: null,
        manifestSummary: null,
        error: message,
      });
      if (trigger === 'schedule') await this.failureNotice.send(message);
      throw error;
    }
  }

  private scheduleNext(): void {
    const next = nextScheduledRun(
      this.config.backup.schedule,
      this.config.timeZone,
      this.clock.now(),
    );
    if (!next) return;
    const delay = Math.min(next.getTime() - this.clock.now().getTime(), MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.run('schedule')
        .catch(() => {}) // recorded, logged and announced in `recorded`
        .finally(() => this.scheduleNext());
    }, delay);
    this.timer.unref();
  }
}
