import { Injectable } from '@nestjs/common';
import { termLabel } from '../../common/academic-term.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { renderMail, type RenderedMail } from '../mail/templates/layout.js';
import type { NewNotification } from '../notifications/notifications.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { Announcement } from '../workflow/decisions.js';
import { REAPPLICATION_STATUS_LABELS } from './reapplication-transitions.js';
import type { ReapplicationView } from './reapplications.repository.js';
import type { ReapplicationStatus } from './reapplications.table.js';

export const STUDENT_LINK = '/re-apply';
export const HR_LINK = '/reapplications';

type Notice = Omit<NewNotification, 'link' | 'userId'>;

/** Title, kind and sentence of what the student hears, by the new status. */
const WORDS: Record<ReapplicationStatus, { title: string; type: Notice['type']; says: string }> = {
  pending: { title: 'Re-application Set to Pending', type: 'info', says: 'is pending again' },
  under_review: { title: 'Re-application Under Review', type: 'info', says: 'is under review' },
  accepted: {
    title: 'Re-application Accepted',
    type: 'success',
    says: 'was accepted: your scholarship continues for that term',
  },
  rejected: { title: 'Re-application Rejected', type: 'error', says: 'was rejected' },
};

function studentNotice(after: ReapplicationView, moved: boolean): Notice {
  const what = `re-application for ${termLabel(after)}`;
  if (!moved)
    return {
      type: 'info',
      title: 'Re-application Updated',
      message: `HR updated the comments on your ${what}.`,
    };
  const words = WORDS[after.status];
  return { type: words.type, title: words.title, message: `Your ${what} ${words.says}.` };
}

function decisionMail(
  productName: string,
  after: ReapplicationView,
  moved: boolean,
  url: string,
): RenderedMail {
  const what = `re-application for ${termLabel(after)}`;
  const status = REAPPLICATION_STATUS_LABELS[after.status];
  return renderMail({
    productName,
    subject: moved
      ? `Your re-application is ${status.toLowerCase()}`
      : 'Your re-application was updated',
    greeting: `Hello ${after.studentFirstName},`,
    paragraphs: [
      moved
        ? `Your ${what} ${WORDS[after.status].says}.`
        : `HR updated the comments on your ${what}; its status stays ${status}.`,
      ...(after.hrComments ? [`HR comments: ${after.hrComments}`] : []),
    ],
    action: { label: 'View Re-application', url },
  });
}

/**
 * Who hears of a re-application: HR when a scholar submits one; the student
 * of every decision (a change of status, or of the HR comments only), live
 * and by mail. Links let the screens on display refetch.
 */
@Injectable()
export class ReapplicationNotices {
  constructor(
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async submitted(request: ReapplicationView): Promise<Announcement> {
    const ids = await this.users.activeIdsWithRole(['hr']);
    return {
      notify: ids.map((userId) => ({
        userId,
        type: 'info' as const,
        title: 'New Re-application',
        message: `${request.studentName} re-applied for ${termLabel(request)}.`,
        link: HR_LINK,
      })),
    };
  }

  decided(before: ReapplicationView, after: ReapplicationView): Announcement {
    const moved = before.status !== after.status;
    return {
      notify: [{ userId: after.userId, ...studentNotice(after, moved), link: STUDENT_LINK }],
      mail: [
        {
          to: after.studentEmail,
          mail: decisionMail(
            this.config.product.name,
            after,
            moved,
            `${this.config.publicUrl}${STUDENT_LINK}`,
          ),
        },
      ],
    };
  }
}
