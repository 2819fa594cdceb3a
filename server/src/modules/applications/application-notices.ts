import { Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { RenderedMail } from '../mail/templates/layout.js';
import type { NewNotification } from '../notifications/notifications.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { users } from '../users/users.table.js';
import type { Announcement } from '../workflow/decisions.js';
import {
  applicationAcceptedMail,
  applicationReceivedMail,
  applicationRejectedMail,
  interviewScheduledMail,
  POSITION_LABELS,
} from './application-mails.js';
import type { ApplicationRow, ApplicationStatus } from './applications.table.js';
import { interviewInvite } from './interview-invite.js';
import type { InterviewSlot } from './interview-rules.js';
import { dateFormat } from '../../common/date-format.js';

const LINK = '/application';

const STATUS_NOTICES: Record<ApplicationStatus, Omit<NewNotification, 'link'>> = {
  pending: { type: 'info', title: 'Application Updated', message: 'HR updated your application.' },
  under_review: {
    type: 'info',
    title: 'Application Under Review',
    message: 'HR is now reviewing your scholarship application.',
  },
  interview_scheduled: {
    type: 'info',
    title: 'Interview Scheduled',
    message: 'You have been scheduled for an interview. Check your e-mail for the details.',
  },
  passed_interview: {
    type: 'success',
    title: 'Interview Passed',
    message: 'You passed the interview. Next, complete your training hours.',
  },
  hours_completed: {
    type: 'success',
    title: 'Training Hours Completed',
    message: 'Your training hours are complete. HR will make the final decision.',
  },
  failed_interview: {
    type: 'error',
    title: 'Interview Result',
    message: 'Unfortunately, you did not pass the interview.',
  },
  accepted: {
    type: 'success',
    title: 'Application Accepted',
    message: 'Congratulations! Your scholarship application has been accepted.',
  },
  rejected: {
    type: 'error',
    title: 'Application Not Accepted',
    message: 'Your scholarship application was not accepted. Check your e-mail for details.',
  },
  withdrawn: {
    type: 'info',
    title: 'Application Withdrawn',
    message: 'Your application was withdrawn.',
  },
  on_hold: {
    type: 'warning',
    title: 'Application On Hold',
    message: 'Your scholarship application has been put on hold.',
  },
};

const sameSlot = (a: InterviewSlot & { interviewNotes?: string | null }, b: typeof a) =>
  a.interviewDate === b.interviewDate &&
  a.interviewTime === b.interviewTime &&
  a.interviewLocation === b.interviewLocation &&
  (a.interviewNotes ?? null) === (b.interviewNotes ?? null);

/**
 * What the applicant hears of their application: an in-app notification for
 * every change and an e-mail on submission, interview scheduling (with a
 * calendar invitation), acceptance and rejection (A§4, A§9). Queued in the
 * caller's transaction, so nothing is announced that was not committed.
 */
@Injectable()
export class ApplicationNotices {
  constructor(
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The receipt goes to the address the row was just written with: the
   * submitter's signed-in account as this request has it (current: a change
   * to a user reaches every instance before it is answered), so it costs no
   * read of the user.
   */
  submitted(row: ApplicationRow): Announcement {
    return {
      notify: [
        {
          userId: row.userId,
          type: 'success',
          title: 'Application Submitted',
          message: `Your ${POSITION_LABELS[row.position]} application was submitted and is pending review.`,
          link: LINK,
        },
      ],
      mail: [{ to: row.email, mail: applicationReceivedMail(this.common(row)) }],
    };
  }

  /** What the applicant hears of a status change (or of new interview details). */
  async statusChanged(before: ApplicationRow, after: ApplicationRow): Promise<Announcement> {
    const moved = before.status !== after.status;
    const rescheduled =
      !moved && after.status === 'interview_scheduled' && !sameSlot(before, after);
    const notice = moved || rescheduled ? STATUS_NOTICES[after.status] : STATUS_NOTICES.pending;
    const announcement: Announcement = {
      notify: [{ userId: after.userId, ...notice, link: LINK }],
    };
    if (after.status === 'interview_scheduled' && (moved || rescheduled)) {
      const to = this.addressOf(after);
      announcement.mail = [
        { to, mail: this.interviewMail(after, after), attachments: [this.invite(after)] },
      ];
    } else if (moved && after.status === 'accepted') {
      const mail = applicationAcceptedMail({
        ...this.common(after),
        academicEmailDomain: this.config.academicEmailDomain,
      });
      announcement.mail = [{ to: this.addressOf(after), mail }];
    } else if (moved && after.status === 'rejected') {
      const mail = applicationRejectedMail({ ...this.common(after), comments: after.hrComments });
      announcement.mail = [{ to: this.addressOf(after), mail }];
    }
    return announcement;
  }

  /** 130 hours confirmed: the student hears the status change, HR that a decision is due. */
  async trainingCompleted(
    before: ApplicationRow,
    after: ApplicationRow,
    hours: number,
  ): Promise<Announcement> {
    const student = await this.statusChanged(before, after);
    const name = `${after.firstName} ${after.lastName}`;
    const hr = await this.users.activeIdsWithRole(['hr', 'admin']);
    return {
      notify: [
        ...student.notify,
        ...hr.map((userId) => ({
          userId,
          type: 'success' as const,
          title: 'Training Hours Completed',
          message: `${name} completed ${hours} confirmed training hours. The application is ready for a decision.`,
          link: '/applications',
        })),
      ],
    };
  }

  /** A correction took a completed trainee under the requirement: HR decides what to do. */
  async trainingHoursDropped(row: ApplicationRow, hours: number): Promise<Announcement> {
    const name = `${row.firstName} ${row.lastName}`;
    const hr = await this.users.activeIdsWithRole(['hr', 'admin']);
    return {
      notify: hr.map((userId) => ({
        userId,
        type: 'warning' as const,
        title: 'Training Hours Below Requirement',
        message: `After a DTR correction, ${name} has ${hours} confirmed training hours. The application stays at hours completed until you change it.`,
        link: '/applications',
      })),
    };
  }

  /** The invitation text for these interview fields (also the staff's live preview). */
  interviewMail(
    row: ApplicationRow,
    slot: InterviewSlot & { interviewNotes?: string | null },
  ): RenderedMail {
    return interviewScheduledMail({
      ...this.common(row),
      interview: {
        date: slot.interviewDate ? this.longDate(slot.interviewDate) : '(date to be set)',
        time: slot.interviewTime ?? '(time to be set)',
        location: slot.interviewLocation ?? '(location to be set)',
        notes: slot.interviewNotes ?? undefined,
      },
    });
  }

  private invite(row: ApplicationRow) {
    const host = new URL(this.config.publicUrl).hostname;
    return interviewInvite({
      applicationId: row.id,
      sequence: row.version,
      date: row.interviewDate!,
      time: row.interviewTime!,
      location: row.interviewLocation!,
      timeZone: this.config.timeZone,
      summary: `${this.config.product.shortName} scholarship interview`,
      description: [
        `Interview for the ${POSITION_LABELS[row.position]} scholarship.`,
        'Please arrive 15 minutes early. The interview lasts about 30-45 minutes.',
        ...(row.interviewNotes ? [row.interviewNotes] : []),
      ].join('\n'),
      organizer: { name: this.config.product.name, email: fromAddress(this.config.mail.from) },
      attendee: { name: `${row.firstName} ${row.lastName}`, email: row.email },
      host,
    });
  }

  private common(row: ApplicationRow) {
    return {
      productName: this.config.product.name,
      applicant: { firstName: row.firstName },
      position: row.position,
      url: `${this.config.publicUrl}${LINK}`,
    };
  }

  private longDate(date: string): string {
    return dateFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  }

  /**
   * Mail goes to the account's current address (it may have changed since
   * submission), read by the statement that queues it.
   */
  private addressOf(row: ApplicationRow): SQL {
    return sql`coalesce((SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${row.userId}), ${row.email})`;
  }
}

/** The bare address of a "Name <address>" sender. */
function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
