import { Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { backups, type BackupRecord } from './backups.table.js';

@Injectable()
export class BackupsRepository {
  constructor(private readonly context: DbContext) {}

  async start(trigger: BackupRecord['trigger']): Promise<BackupRecord> {
    const [row] = await this.context.db.insert(backups).values({ trigger }).returning();
    return row!;
  }

  async finish(
    id: string,
    result: Pick<BackupRecord, 'outcome' | 'size' | 'archiveName' | 'manifestSummary' | 'error'>,
  ): Promise<void> {
    await this.context.db
      .update(backups)
      .set({ ...result, finishedAt: new Date() })
      .where(eq(backups.id, id));
  }

  /** Runs that never finished (their process stopped) are marked as they ended; returns how many. */
  async settleUnfinished(
    outcome: BackupRecord['outcome'],
    result: Partial<Pick<BackupRecord, 'size' | 'archiveName' | 'manifestSummary' | 'error'>>,
  ): Promise<number> {
    const rows = await this.context.db
      .update(backups)
      .set({ ...result, outcome, finishedAt: new Date() })
      .where(eq(backups.outcome, 'running'))
      .returning({ id: backups.id });
    return rows.length;
  }

  async latest(): Promise<BackupRecord | undefined> {
    const [row] = await this.context.db
      .select()
      .from(backups)
      .orderBy(desc(backups.startedAt))
      .limit(1);
    return row;
  }
}
