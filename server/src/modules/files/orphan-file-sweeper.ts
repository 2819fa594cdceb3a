import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { AdvisoryLocks } from '../../db/advisory-locks.js';
import { InjectFileStorage, type FileStorage, type StoredBytes } from './file-storage.js';
import { FileRemovalHold } from './file-removal-hold.js';
import { FilesRepository } from './files.repository.js';

/** Late enough not to slow the start, early enough that a crash's debris goes soon. */
const FIRST_SWEEP_AFTER_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 3_600_000;
/** Keys checked against the files table per query. */
const BATCH = 500;

/** What one sweep removed. */
export interface SweepReport {
  /** Committed bytes no file row points to (a request that failed after storing them, a deleted user). */
  orphans: number;
  /** Writes that never committed (`.part` files, unfinished multipart uploads). */
  unfinished: number;
  /** Bytes that could not be removed (logged; tried again next time). */
  failures: number;
}

/**
 * Removes bytes in storage that no file row points to, once older than
 * UPLOAD_ORPHAN_GRACE_MIN: what a server killed mid-upload, a failed clean-up
 * or a user deleted with their rows left behind. A request writes its row
 * right after its bytes, and no request outlives Node's 5-minute request
 * timeout, so anything older without a row is debris. Five minutes after boot,
 * then hourly; on PostgreSQL one instance sweeps at a time, and every step is
 * idempotent anyway (removing what is already gone is fine).
 */
@Injectable()
export class OrphanFileSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FileSweeper');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @InjectFileStorage() private readonly storage: FileStorage,
    private readonly files: FilesRepository,
    private readonly locks: AdvisoryLocks,
    private readonly removalHold: FileRemovalHold,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(FIRST_SWEEP_AFTER_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  /** One sweep now; null when another instance is sweeping. */
  async sweep(): Promise<SweepReport | null> {
    const report = await this.locks.ifFree('files:orphan-sweep', () => this.sweepStorage());
    return report ?? null;
  }

  private async sweepStorage(): Promise<SweepReport> {
    const cutoff = this.clock.now().getTime() - this.config.uploads.orphanGraceMs;
    const report: SweepReport = { orphans: 0, unfinished: 0, failures: 0 };
    let committed: StoredBytes[] = [];
    for await (const bytes of this.storage.list()) {
      if (bytes.modifiedAt.getTime() > cutoff) continue;
      if (bytes.unfinished) await this.removeOne(bytes, report);
      else if (committed.push(bytes) === BATCH) {
        await this.removeUnreferenced(committed, report);
        committed = [];
      }
    }
    await this.removeUnreferenced(committed, report);
    if (report.orphans + report.unfinished + report.failures > 0)
      this.logger.log(
        `Removed ${report.orphans} stored file(s) no row points to and ${report.unfinished} unfinished upload(s)` +
          (report.failures ? `; ${report.failures} could not be removed` : ''),
      );
    return report;
  }

  private async removeUnreferenced(batch: StoredBytes[], report: SweepReport): Promise<void> {
    const referenced = await this.files.referencedKeys(batch.map((bytes) => bytes.key));
    // Asked after the rows were read: a backup copying files must find every file of its snapshot.
    if (await this.removalHold.active()) return;
    for (const bytes of batch) if (!referenced.has(bytes.key)) await this.removeOne(bytes, report);
  }

  // One item failing (a permission, a flaky network) must not keep the others.
  private async removeOne(bytes: StoredBytes, report: SweepReport): Promise<void> {
    try {
      await bytes.remove();
      report[bytes.unfinished ? 'unfinished' : 'orphans'] += 1;
    } catch (error) {
      report.failures += 1;
      this.logger.warn(`Could not remove ${bytes.key}: ${message(error)}`);
    }
  }

  // A failed round is logged and tried again at the next one; it never stops the server.
  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running ??= this.sweep()
        .catch((error: unknown) => this.logger.error(`Sweep failed: ${message(error)}`))
        .finally(() => (this.running = undefined));
      this.schedule(SWEEP_EVERY_MS);
    }, delayMs);
    this.timer.unref();
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
