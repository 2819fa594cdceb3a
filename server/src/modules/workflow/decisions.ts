import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { DbContext } from '../../db/db-context.js';
import type { MailAddress, MailAttachment } from '../mail/mail-outbox.table.js';
import { MailService } from '../mail/mail.service.js';
import type { RenderedMail } from '../mail/templates/layout.js';
import { NotificationsService, type Recipient } from '../notifications/notifications.service.js';

/** Who hears of a decision: in-app notifications, and e-mail where the domain sends one. */
export interface Announcement {
  notify: Recipient[];
  mail?: Array<{ to: MailAddress; mail: RenderedMail; attachments?: MailAttachment[] }>;
}

/** Several announcements sent as one: one insert of all their notifications. */
export function together(announcements: Announcement[]): Announcement {
  return {
    notify: announcements.flatMap((announcement) => announcement.notify),
    mail: announcements.flatMap((announcement) => announcement.mail ?? []),
  };
}

export interface Decision<Row> {
  /** The conditional write on `version` (see `updateVersioned`); undefined when it lost a race. */
  write: () => Promise<Row | undefined>;
  /** The CONFLICT message for a lost race ("changed by someone else…"). */
  conflict: string;
  /** The history/audit row of this change. */
  record: (row: Row) => Promise<void>;
  /** Notifications and mail about the change, made from the written row. */
  announce?: (row: Row) => Announcement | Promise<Announcement>;
}

/**
 * Every staff decision on a versioned row (application status, DTR month,
 * leave, re-application, requirement item, scholar request…) in one shape:
 * the conditional write, CONFLICT on a lost race, the history row, the
 * notifications and optional mail — all in one transaction, so nothing is
 * announced that was not committed and nothing is committed unannounced.
 */
@Injectable()
export class Decisions {
  constructor(
    private readonly context: DbContext,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  decide<Row>(decision: Decision<Row>): Promise<Row> {
    return this.context.transaction(async () => {
      const row = await decision.write();
      if (row === undefined) throw DomainError.conflict(decision.conflict);
      await decision.record(row);
      if (decision.announce) await this.announce(await decision.announce(row));
      return row;
    });
  }

  /** Sends an announcement in the current transaction (also for changes that are not decisions). */
  async announce({ notify, mail = [] }: Announcement): Promise<void> {
    // Notifications and mail in one statement when there are both.
    if (notify.length > 0 && mail.length > 0) {
      await this.notifications.notifyMany(notify, [this.mail.alongside(mail)]);
      return;
    }
    await this.notifications.notifyMany(notify);
    for (const { to, mail: rendered, attachments } of mail)
      await this.mail.enqueue(to, rendered, attachments);
  }
}
