import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { NewNotification } from '../notifications/notifications.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { Announcement } from '../workflow/decisions.js';
import { dateSpan, LEAVE_TYPE_LABELS } from './leave-labels.js';
import { leaveDecisionMail } from './leave-mails.js';
import type { LeaveDecider } from './leave-transitions.js';
import type { LeaveRequestView } from './leave.repository.js';

const STUDENT_LINK = '/leave';
const OFFICE_LINK = '/office/leave-requests';

type Notice = Omit<NewNotification, 'link'>;

const describe = (request: LeaveRequestView) =>
  `${LEAVE_TYPE_LABELS[request.type]} for ${dateSpan(request.dateFrom, request.dateTo)}`;
const nameOf = (request: LeaveRequestView) =>
  `${request.studentFirstName} ${request.studentLastName}`;

/** What the student hears of a decision on their request, by its new status. */
function studentNotice(after: LeaveRequestView, moved: boolean, by: LeaveDecider): Notice {
  const what = describe(after);
  if (!moved)
    return {
      type: 'info',
      title: 'Leave Request Updated',
      message: `${by === 'hr' ? 'HR' : 'Your office'} added a note to your ${what}.`,
    };
  switch (after.status) {
    case 'approved':
      return { type: 'success', title: 'Leave Approved', message: `Your ${what} was approved.` };
    case 'disapproved':
      return {
        type: 'error',
        title: 'Leave Disapproved',
        message: `Your ${what} was disapproved.`,
      };
    case 'cancelled':
      return { type: 'warning', title: 'Leave Cancelled', message: `HR cancelled your ${what}.` };
    default:
      return {
        type: 'info',
        title: 'Leave Set to Pending',
        message: `Your ${what} is pending again.`,
      };
  }
}

/**
 * Who hears of a leave request (ARCHITECTURE §6): the office's staff when a
 * student files or cancels; the student of every decision, live and by mail
 * (a change of status, or of the remarks or HR note only); the office's staff too when HR decides, so their
 * list follows. Notification links let the screens on display refetch.
 */
@Injectable()
export class LeaveNotices {
  constructor(
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async filed(request: LeaveRequestView): Promise<Announcement> {
    return {
      notify: await this.officeStaff(request.officeId, {
        type: 'info',
        title: 'New Leave Request',
        message: `${nameOf(request)} filed ${describe(request)}.`,
      }),
    };
  }

  async cancelled(request: LeaveRequestView): Promise<Announcement> {
    return {
      notify: await this.officeStaff(request.officeId, {
        type: 'info',
        title: 'Leave Request Cancelled',
        message: `${nameOf(request)} cancelled ${describe(request)}.`,
      }),
    };
  }

  async decided(
    before: LeaveRequestView,
    after: LeaveRequestView,
    by: LeaveDecider,
  ): Promise<Announcement> {
    const moved = before.status !== after.status;
    const announcement: Announcement = {
      notify: [{ userId: after.userId, ...studentNotice(after, moved, by), link: STUDENT_LINK }],
    };
    if (by === 'hr')
      announcement.notify.push(
        ...(await this.officeStaff(after.officeId, {
          type: 'info',
          title: 'Leave Decided by HR',
          message: `HR set ${nameOf(after)}’s ${describe(after)} to ${after.status}.`,
        })),
      );
    const mail = leaveDecisionMail({
      productName: this.config.product.name,
      firstName: after.studentFirstName,
      typeLabel: LEAVE_TYPE_LABELS[after.type],
      span: dateSpan(after.dateFrom, after.dateTo),
      status: after.status,
      moved,
      by: by === 'hr' ? 'HR' : 'Your office',
      remarks: after.remarks,
      hrNote: after.hrNote,
      url: `${this.config.publicUrl}${STUDENT_LINK}`,
    });
    announcement.mail = [{ to: after.studentEmail, mail }];
    return announcement;
  }

  private async officeStaff(officeId: string, notice: Notice) {
    const ids = await this.users.activeOfficeStaffIds(officeId);
    return ids.map((userId) => ({ userId, ...notice, link: OFFICE_LINK }));
  }
}
