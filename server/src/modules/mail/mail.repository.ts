import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lte, or, sql, type WithSubquery } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { mailOutbox, type OutboxMail, type QueuedMail } from './mail-outbox.table.js';

@Injectable()
export class MailRepository {
  constructor(private readonly context: DbContext) {}

  async insert(mail: QueuedMail): Promise<OutboxMail> {
    const [row] = await this.context.db.insert(mailOutbox).values(mail).returning();
    return row!;
  }

  /**
   * The inserts of `mails` as a WITH of another statement (`alongside`), so
   * they cost no round trip of their own: it runs whether or not referenced.
   */
  insertAlongside(mails: QueuedMail[]): WithSubquery {
    return this.context.db
      .$with('queued_mail')
      .as(this.context.db.insert(mailOutbox).values(mails));
  }

  /**
   * Takes up to `limit` due messages for this worker until `leaseMs` from
   * now: queued ones whose time has come, and "sending" ones whose worker
   * died (lease expired). SKIP LOCKED keeps two instances off the same row.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxMail[]> {
    const due = this.context.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.context.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // RETURNING follows no ORDER BY: oldest first again, so mail goes out in the order it was queued.
    return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
  }

  /** Hands claimed messages that were not attempted back to the queue, as they were before the claim. */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.context.db
      .update(mailOutbox)
      .set({ status: 'queued', lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending')));
  }

  async markSent(id: string): Promise<void> {
    await this.context.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.context.db
      .update(mailOutbox)
      .set({
        status: retryAt ? 'queued' : 'failed',
        nextAttemptAt: retryAt ?? sql`now()`,
        lockedUntil: null,
        lastError: error.slice(0, 1000),
      })
      .where(eq(mailOutbox.id, id));
  }

  async findById(id: string): Promise<OutboxMail | undefined> {
    const [mail] = await this.context.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .limit(1);
    return mail;
  }
}
