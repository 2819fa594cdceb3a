import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { NewNotification } from '../notifications/notifications.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';
import type { Announcement } from '../workflow/decisions.js';
import {
  describeRequest,
  scholarRequestAnsweredMail,
  scholarsCount,
  STATUS_LABELS,
} from './scholar-request-mails.js';
import type { ScholarRequestView } from './scholar-requests.repository.js';
import { ScholarRequestsRepository } from './scholar-requests.repository.js';
import type { ScholarRequestStatus } from './scholar-requests.table.js';
import { dateFormat } from '../../common/date-format.js';

export const OFFICE_LINK = '/office/requests';
export const HR_LINK = '/hr/requests';

type Notice = Announcement['notify'][number];

const ANSWER_NOTICES: Partial<
  Record<ScholarRequestStatus, Pick<NewNotification, 'type' | 'title'>>
> = {
  fulfilled: { type: 'success', title: 'Scholar Request Fulfilled' },
  partially_fulfilled: { type: 'info', title: 'Scholar Request Partially Fulfilled' },
  declined: { type: 'warning', title: 'Scholar Request Declined' },
  open: { type: 'info', title: 'Scholar Request Reopened' },
};

const nameOf = (user: User) => `${user.firstname} ${user.lastname}`;

/**
 * Who hears of a scholar request: HR when one arrives or is withdrawn, every
 * staff member of the office when HR answers it (in the app and by e-mail),
 * and the asker's co-workers of what their office asked, so every open
 * Requests page follows.
 */
@Injectable()
export class ScholarRequestNotices {
  constructor(
    private readonly users: UsersRepository,
    private readonly requests: ScholarRequestsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async created(request: ScholarRequestView, actor: User): Promise<Announcement> {
    const asked = describeRequest(request);
    return {
      notify: [
        ...(await this.hr({
          type: 'info',
          title: 'New Scholar Request',
          message: `The ${request.officeName} asks for ${asked}.`,
        })),
        ...(await this.coworkers(request.officeId, actor, {
          type: 'info',
          title: 'Scholar Request Sent',
          message: `${nameOf(actor)} asked HR for ${asked}.`,
        })),
      ],
    };
  }

  async cancelled(request: ScholarRequestView, actor: User): Promise<Announcement> {
    const asked = scholarsCount(request.total);
    return {
      notify: [
        ...(await this.hr({
          type: 'info',
          title: 'Scholar Request Withdrawn',
          message: `The ${request.officeName} withdrew its request for ${asked}.`,
        })),
        ...(await this.coworkers(request.officeId, actor, {
          type: 'info',
          title: 'Scholar Request Withdrawn',
          message: `${nameOf(actor)} withdrew the request for ${asked}.`,
        })),
      ],
    };
  }

  /** HR answered (or reopened): every staff member of the office, in the app and by mail. */
  async answered(request: ScholarRequestView): Promise<Announcement> {
    const notice = ANSWER_NOTICES[request.status] ?? ANSWER_NOTICES.open!;
    const label = STATUS_LABELS[request.status].toLowerCase();
    const asked = scholarsCount(request.total);
    const message =
      request.status === 'open'
        ? `HR reopened your request for ${asked}.`
        : `HR marked your request for ${asked} ${label}.`;
    const staff = await this.requests.officeStaff(request.officeId);
    const requestedOn = dateFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: this.config.timeZone,
    }).format(request.createdAt);
    return {
      notify: staff.map((member) => ({
        userId: member.id,
        ...notice,
        message: request.answer ? `${message} ${request.answer}` : message,
        link: OFFICE_LINK,
      })),
      mail: staff.map((member) => ({
        to: member.email,
        mail: scholarRequestAnsweredMail({
          productName: this.config.product.name,
          firstName: member.firstname,
          officeName: request.officeName,
          requestedOn,
          request,
          url: `${this.config.publicUrl}${OFFICE_LINK}`,
        }),
      })),
    };
  }

  private async hr(notice: Omit<NewNotification, 'link'>): Promise<Notice[]> {
    const ids = await this.users.activeIdsWithRole(['hr', 'admin']);
    return ids.map((userId) => ({ userId, ...notice, link: HR_LINK }));
  }

  private async coworkers(
    officeId: string,
    actor: User,
    notice: Omit<NewNotification, 'link'>,
  ): Promise<Notice[]> {
    const ids = await this.users.activeOfficeStaffIds(officeId);
    return ids
      .filter((id) => id !== actor.id)
      .map((userId) => ({ userId, ...notice, link: OFFICE_LINK }));
  }
}
