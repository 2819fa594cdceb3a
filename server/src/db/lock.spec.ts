import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireLock, DataDirLockedError } from './lock.js';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'sasm-lock-')), 'db.lock');

describe(acquireLock.name, () => {
  it('writes our pid and removes the file on release', () => {
    const file = lockPath();
    const release = acquireLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a lock held by another live process, naming it', () => {
    const file = lockPath();
    writeFileSync(file, String(process.ppid));
    expect(() => acquireLock(file)).toThrow(DataDirLockedError);
    expect(() => acquireLock(file)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('refuses a second lock on the same file within this process', () => {
    const file = lockPath();
    const release = acquireLock(file);
    expect(() => acquireLock(file)).toThrow(DataDirLockedError);
    release();
  });

  it('takes over a lock carrying our pid that this process does not hold (container restart)', () => {
    const file = lockPath();
    writeFileSync(file, String(process.pid));
    const release = acquireLock(file);
    release();
  });

  it('takes over a lock left by a process that has exited', () => {
    const file = lockPath();
    const exited = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(file, exited);
    const release = acquireLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
