import { Injectable } from '@nestjs/common';
import { DbContext } from '../../db/db-context.js';
import type { MailAddress, MailAttachment } from './mail-outbox.table.js';
import { MailRepository } from './mail.repository.js';
import { MailWorker } from './mail.worker.js';
import type { RenderedMail } from './templates/layout.js';

/**
 * Queues mail in the caller's transaction: it exists only if the change it
 * reports is committed, and the worker is woken once it is.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly outbox: MailRepository,
    private readonly worker: MailWorker,
    private readonly context: DbContext,
  ) {}

  async enqueue(
    to: MailAddress,
    mail: RenderedMail,
    attachments: MailAttachment[] = [],
  ): Promise<void> {
    await this.outbox.insert({
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments,
    });
    this.context.afterCommit(() => this.worker.wake());
  }

  /**
   * The mails queued by the statement the caller runs next, as one of its
   * WITH queries (an announcement's notifications: one round trip for both);
   * the worker is woken once the transaction commits.
   */
  alongside(mails: Array<{ to: MailAddress; mail: RenderedMail; attachments?: MailAttachment[] }>) {
    this.context.afterCommit(() => this.worker.wake());
    return this.outbox.insertAlongside(
      mails.map(({ to, mail, attachments = [] }) => ({
        to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments,
      })),
    );
  }
}
