import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { DbContext } from '../../db/db-context.js';
import { renderMail } from '../mail/templates/layout.js';
import { UsersRepository } from '../users/users.repository.js';
import { Decisions } from '../workflow/decisions.js';

const DASHBOARD_LINK = '/hr-dashboard';

/** Tells every active admin and HR user, in the app and by mail, that a scheduled backup failed. */
@Injectable()
export class BackupFailureNotice {
  constructor(
    private readonly users: UsersRepository,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(reason: string): Promise<void> {
    const ids = await this.users.activeIdsWithRole(['admin', 'hr']);
    const recipients = await Promise.all(ids.map((id) => this.users.findById(id)));
    const title = 'Backup Failed';
    const message = `The scheduled backup failed: ${reason}`;
    await this.context.transaction(() =>
      this.decisions.announce({
        notify: ids.map((userId) => ({
          userId,
          type: 'error' as const,
          title,
          message,
          link: DASHBOARD_LINK,
        })),
        mail: recipients.flatMap((user) =>
          user
            ? [
                {
                  to: user.email,
                  mail: renderMail({
                    productName: this.config.product.name,
                    subject: 'The scheduled backup failed',
                    greeting: `Hello ${user.firstname},`,
                    paragraphs: [
                      message,
                      'No archive was written for this run. Check BACKUP_DIR (space, permissions) and run "npm run backup" to try again.',
                    ],
                    action: {
                      label: 'Open the dashboard',
                      url: `${this.config.publicUrl}${DASHBOARD_LINK}`,
                    },
                  }),
                },
              ]
            : [],
        ),
      }),
    );
  }
}
