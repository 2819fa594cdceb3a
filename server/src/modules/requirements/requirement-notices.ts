import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { renderMail } from '../mail/templates/layout.js';
import { UsersRepository } from '../users/users.repository.js';
import type { Announcement } from '../workflow/decisions.js';
import { requirementLabel, type RequirementKey } from './requirement-documents.js';
import type { SubmissionView } from './requirements.repository.js';

const STUDENT_LINK = '/requirements';
const HR_LINK = '/hr/requirements';

interface Review {
  key: RequirementKey;
  status: 'approved' | 'needs_reupload';
  note: string | null;
}

/**
 * Who hears of requirements (ARCHITECTURE §6): HR when a student submits or
 * re-uploads (their list follows live); the student of every review, live and
 * by mail. The links let the screens on display refetch.
 */
@Injectable()
export class RequirementNotices {
  constructor(
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  submitted(submission: SubmissionView): Promise<Announcement> {
    return this.toHr(
      'New Requirements Submission',
      `${submission.studentName} submitted their requirements.`,
    );
  }

  reuploaded(submission: SubmissionView, key: RequirementKey): Promise<Announcement> {
    return this.toHr(
      'Requirement Re-uploaded',
      `${submission.studentName} re-uploaded ${requirementLabel(key)}.`,
    );
  }

  reviewed(submission: SubmissionView, review: Review): Announcement {
    const label = requirementLabel(review.key);
    const approved = review.status === 'approved';
    const message = approved
      ? `${label} was approved.`
      : `${label} needs to be uploaded again: ${review.note}`;
    const mail = renderMail({
      productName: this.config.product.name,
      subject: approved ? 'A requirement was approved' : 'A requirement needs to be re-uploaded',
      greeting: `Hello ${submission.studentFirstName},`,
      paragraphs: [
        approved ? `Your ${label} was approved.` : `Your ${label} needs to be uploaded again.`,
        ...(review.note ? [`Note: ${review.note}`] : []),
        approved
          ? 'You can follow the review of your other documents on your Requirements page.'
          : 'Please upload a new file for this item on your Requirements page.',
      ],
      action: { label: 'View Requirements', url: `${this.config.publicUrl}${STUDENT_LINK}` },
    });
    return {
      notify: [
        {
          userId: submission.userId,
          type: approved ? 'success' : 'warning',
          title: approved ? 'Requirement Approved' : 'Requirement Needs Re-upload',
          message,
          link: STUDENT_LINK,
        },
      ],
      mail: [{ to: submission.studentEmail, mail }],
    };
  }

  private async toHr(title: string, message: string): Promise<Announcement> {
    const ids = await this.users.activeIdsWithRole(['hr', 'admin']);
    return {
      notify: ids.map((userId) => ({
        userId,
        type: 'info' as const,
        title,
        message,
        link: HR_LINK,
      })),
    };
  }
}
