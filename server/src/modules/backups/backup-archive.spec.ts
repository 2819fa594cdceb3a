import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ABANDONED_AFTER_MS, pruneArchives, removeAbandonedWork } from './backup-archive.js';

describe(pruneArchives.name, () => {
  it('keeps the newest archives, a second and a tenth of the same second after the first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sasm-prune-'));
    try {
      const oldestFirst = [
        'sasm-backup-2026-11-25T10-17-28Z.tar.gz',
        'sasm-backup-2026-11-25T10-17-29Z.tar.gz',
        'sasm-backup-2026-11-25T10-17-29Z-2.tar.gz',
        'sasm-backup-2026-11-25T10-17-29Z-10.tar.gz.enc',
        'sasm-backup-2026-11-25T10-17-30Z.tar.gz',
      ];
      for (const name of [...oldestFirst, 'notes.txt']) writeFileSync(join(dir, name), '');

      const removed = await pruneArchives(dir, 3);

      expect(removed).toEqual(oldestFirst.slice(0, 2));
      expect(readdirSync(dir).sort()).toEqual([...oldestFirst.slice(2), 'notes.txt'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(removeAbandonedWork.name, () => {
  it('removes the work files of runs that died a day ago, not a running one nor archives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sasm-abandoned-'));
    try {
      const now = Date.now();
      const dayAndMinuteAgo = new Date(now - ABANDONED_AFTER_MS - 60_000);
      const hourAgo = new Date(now - 3_600_000);
      mkdirSync(join(dir, '.pgdata-0a1b2c.partial', 'base'), { recursive: true });
      writeFileSync(join(dir, '.pgdata-0a1b2c.partial', 'base', 'PG_VERSION'), '17');
      utimesSync(join(dir, '.pgdata-0a1b2c.partial'), dayAndMinuteAgo, dayAndMinuteAgo);
      const stale = ['.pg-data-3d4e5f.partial', '.sasm-backup-2026-11-23T10-00-00Z.tar.gz.partial'];
      const fresh = '.sasm-backup-2026-11-25T10-00-00Z.tar.gz.partial';
      const archive = 'sasm-backup-2026-11-22T10-00-00Z.tar.gz';
      for (const name of [...stale, archive]) {
        writeFileSync(join(dir, name), '');
        utimesSync(join(dir, name), dayAndMinuteAgo, dayAndMinuteAgo);
      }
      writeFileSync(join(dir, fresh), '');
      utimesSync(join(dir, fresh), hourAgo, hourAgo);

      const removed = await removeAbandonedWork(dir, now);

      expect(removed.sort()).toEqual(['.pgdata-0a1b2c.partial', ...stale].sort());
      expect(readdirSync(dir).sort()).toEqual([fresh, archive].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
