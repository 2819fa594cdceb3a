// On both databases in CI: locks held across connections and instances.
import { describe, expect, it } from '@jest/globals';
import { AdvisoryLocks } from '../src/db/advisory-locks.js';
import { openDatabase } from '../src/db/database.js';
import { FileRemovalHold } from '../src/modules/files/file-removal-hold.js';
import { newPostgresDatabase, POSTGRES_SERVER } from './support/test-database.js';

describe(FileRemovalHold.name, () => {
  it('holds back the removals of every instance on one PostgreSQL database while a backup copies files', async () => {
    const { url, drop } = await newPostgresDatabase(POSTGRES_SERVER);
    const instances = [
      await openDatabase({ kind: 'postgres', url }),
      await openDatabase({ kind: 'postgres', url }),
    ];
    try {
      const [onA, onB] = instances.map(
        (database) => new FileRemovalHold(new AdvisoryLocks(database)),
      );
      const removed: string[] = [];
      const removal = (what: string) => async () => void removed.push(what);

      await onA!.during(async () => {
        expect(await onB!.active()).toBe(true);
        await onB!.remove(removal('asked on B'));
        await onA!.remove(removal('asked on A'));
        expect(removed).toEqual([]);
      });

      // A's own removal ran when its hold ended; B's is left to the orphan sweeper.
      expect(removed).toEqual(['asked on A']);
      expect(await onB!.active()).toBe(false);
      await onB!.remove(removal('asked on B afterwards'));
      expect(removed).toEqual(['asked on A', 'asked on B afterwards']);
    } finally {
      for (const database of instances) await database.close();
      await drop();
    }
  });
});
