import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offices } from '../modules/offices/offices.table.js';
import { openDatabase } from './database.js';
import { DataDirLockedError } from './lock.js';

describe(openDatabase.name, () => {
  it('keeps embedded data across a restart and locks the directory while open', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'sasm-db-')), 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(offices).values({ code: 'cashier', name: 'Cashier' });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.select({ code: offices.code }).from(offices);
    await second.close();
    expect(rows).toEqual([{ code: 'cashier' }]);
  }, 60_000);
});
