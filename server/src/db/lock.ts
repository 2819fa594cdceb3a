import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {}

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
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (isAlive(owner) && owner !== process.pid) {
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
