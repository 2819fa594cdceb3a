import { Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { uploadSlots } from './upload-slots.table.js';

@Injectable()
export class UploadSlotsRepository {
  constructor(private readonly context: DbContext) {}

  /**
   * Takes a slot for `subject` and says how many of its live slots (started
   * after `staleBefore`) came before it. Two at once both see each other
   * only in the order they were taken, so at most `limit` get through.
   */
  async take(
    subject: string,
    now: Date,
    staleBefore: Date,
  ): Promise<{ id: string; ahead: number }> {
    const db = this.context.db;
    // The stale slots go in the statement that takes this one (a data-modifying WITH runs
    // whether or not it is referenced); the count comes after, in a statement of its own, so it
    // sees every slot taken before this one committed.
    const stale = db.$with('stale').as(
      db
        .delete(uploadSlots)
        .where(and(eq(uploadSlots.subject, subject), lt(uploadSlots.startedAt, staleBefore)))
        .returning({ id: uploadSlots.id }),
    );
    const [slot] = await db
      .with(stale)
      .insert(uploadSlots)
      .values({ subject, startedAt: now })
      .returning({ id: uploadSlots.id, startedAt: uploadSlots.startedAt });
    const [counted] = await db
      .select({ ahead: sql<number>`count(*)::int` })
      .from(uploadSlots)
      .where(
        and(
          eq(uploadSlots.subject, subject),
          sql`(${uploadSlots.startedAt}, ${uploadSlots.id}) < (${slot!.startedAt}, ${slot!.id})`,
        ),
      );
    return { id: slot!.id, ahead: counted?.ahead ?? 0 };
  }

  async release(id: string): Promise<void> {
    await this.context.db.delete(uploadSlots).where(eq(uploadSlots.id, id));
  }
}
