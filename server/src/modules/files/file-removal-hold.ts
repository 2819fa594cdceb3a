import { Injectable } from '@nestjs/common';
import { AdvisoryLocks } from '../../db/advisory-locks.js';

const LOCK = 'files:removal-hold';

/**
 * Keeps stored bytes from being removed while a backup copies the files of
 * its database snapshot: a file row in the snapshot whose file is replaced
 * meanwhile must still have its bytes in the archive.
 *
 * In this process, removals asked for while held run once the last hold
 * ends. On PostgreSQL every instance sees a hold (an advisory lock):
 * a removal another instance's backup holds up is left to the orphan sweeper,
 * which removes bytes no row points to. The check comes after the row's
 * deletion committed, so a backup that starts later has no row for the bytes.
 */
@Injectable()
export class FileRemovalHold {
  private holds = 0;
  private deferred: Array<() => Promise<void>> = [];

  constructor(private readonly locks: AdvisoryLocks) {}

  /** Whether removals must wait, here or because of another instance. */
  async active(): Promise<boolean> {
    return this.holds > 0 || !(await this.locks.isFree(LOCK));
  }

  async during<T>(work: () => Promise<T>): Promise<T> {
    this.holds++;
    try {
      return await this.locks.whileHeld(LOCK, work);
    } finally {
      if (--this.holds === 0) {
        const removals = this.deferred;
        this.deferred = [];
        await Promise.all(removals.map((remove) => remove()));
      }
    }
  }

  /**
   * Runs `remove` now, after this process's hold, or never when another
   * instance holds (the sweeper's work then); never throws (the caller logs
   * through `remove`).
   */
  async remove(remove: () => Promise<void>): Promise<void> {
    if (this.holds > 0) this.deferred.push(remove);
    else if (await this.locks.isFree(LOCK)) await remove();
  }
}
