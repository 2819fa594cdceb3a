import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {}

// Locks this process holds. A lock file carrying our own pid that is not in
// here was left by an earlier process that had the same pid (a container's pid 1).
const held = new Set<string>();

/**
 * PGlite lets two processes open one data directory and corrupt it; a lock
 * file holding the owner's pid turns that into a clear error. A lock left by
 * a dead process is taken over.
 */
export function acquireLock(lockFile: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(lockFile);
      return () => {
        held.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      const heldByUs = held.has(lockFile);
      if (heldByUs || (owner !== process.pid && isAlive(owner))) {
        throw new DataDirLockedError(
          `The database in ${dirname(lockFile)} is in use by another process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR (or DATABASE_URL) to use another database.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
