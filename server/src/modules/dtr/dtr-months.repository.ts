import { Injectable } from '@nestjs/common';
import { and, eq, type SQL } from 'drizzle-orm';
import { HistoryRepository } from '../../common/history/history.repository.js';
import { DbContext } from '../../db/db-context.js';
import { updateVersioned } from '../../db/versioned-update.js';
import { users } from '../users/users.table.js';
import { dtrMonthEvents, dtrMonths, type DtrMonthRow } from './dtr.table.js';

@Injectable()
export class DtrMonthsRepository {
  /** A month's submission and every decision on it. */
  readonly history = new HistoryRepository(this.context, {
    table: dtrMonthEvents,
    parent: 'monthId',
    accounts: users,
  });

  constructor(private readonly context: DbContext) {}

  async find(scholarId: string, month: string): Promise<DtrMonthRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(dtrMonths)
      .where(and(eq(dtrMonths.scholarId, scholarId), eq(dtrMonths.month, month)));
    return row;
  }

  /**
   * The month's row (made as a draft when missing), share-locked until the
   * transaction ends: a day written now cannot slip into a month that is
   * being submitted or approved at the same moment — that decision waits.
   */
  async lock(scholarId: string, month: string): Promise<DtrMonthRow> {
    // Most days are saved in a month that has its row already: one statement then.
    const found = await this.lockExisting(scholarId, month);
    if (found) return found;
    await this.context.db.insert(dtrMonths).values({ scholarId, month }).onConflictDoNothing();
    return (await this.lockExisting(scholarId, month))!;
  }

  private async lockExisting(scholarId: string, month: string): Promise<DtrMonthRow | undefined> {
    const [row] = await this.context.db
      .select()
      .from(dtrMonths)
      .where(and(eq(dtrMonths.scholarId, scholarId), eq(dtrMonths.month, month)))
      .for('share');
    return row;
  }

  /** The month's row, made as a draft when missing (no lock). */
  async ensure(scholarId: string, month: string): Promise<DtrMonthRow> {
    await this.context.db.insert(dtrMonths).values({ scholarId, month }).onConflictDoNothing();
    return (await this.find(scholarId, month))!;
  }

  update(
    row: { id: string; version: number },
    values: Partial<typeof dtrMonths.$inferInsert>,
    also?: SQL,
  ): Promise<DtrMonthRow | undefined> {
    return updateVersioned(this.context.db, dtrMonths, row, values, also);
  }
}
