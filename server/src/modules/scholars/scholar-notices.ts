import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository.js';
import type { Announcement } from '../workflow/decisions.js';
import type { ScholarView } from './scholars.repository.js';
import type { ScholarStatus } from './scholars.table.js';

export const SCHOLAR_STATUS_LABELS: Record<ScholarStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

const nameOf = (scholar: ScholarView) => `${scholar.firstName} ${scholar.lastName}`;

/** Who hears of a change to a scholar: the scholar, and the staff of the offices concerned. */
@Injectable()
export class ScholarNotices {
  constructor(private readonly users: UsersRepository) {}

  async deployed(scholar: ScholarView): Promise<Announcement> {
    return {
      notify: [
        {
          userId: scholar.userId,
          type: 'info',
          title: 'Training Office Assigned',
          message: `You will render your ${scholar.requiredHours} training hours at the ${scholar.officeName}. Record them in your Daily Time Record.`,
          link: '/dtr',
        },
        ...(await this.officeStaff(scholar.officeId, {
          title: 'New Trainee',
          message: `${nameOf(scholar)} starts training at your office.`,
        })),
      ],
    };
  }

  async promoted(scholar: ScholarView): Promise<Announcement> {
    return {
      notify: await this.officeStaff(scholar.officeId, {
        title: 'New Scholar',
        message: `${nameOf(scholar)} completed training and is now a scholar of your office.`,
      }),
    };
  }

  async statusChanged(scholar: ScholarView): Promise<Announcement> {
    return {
      notify: [
        {
          userId: scholar.userId,
          type: scholar.status === 'active' ? 'info' : 'warning',
          title: 'Scholar Status Updated',
          message: `Your scholar status is now ${SCHOLAR_STATUS_LABELS[scholar.status]}.`,
          link: '/dtr',
        },
      ],
    };
  }

  async reassigned(
    scholar: ScholarView,
    from: { id: string; name: string },
  ): Promise<Announcement> {
    const name = nameOf(scholar);
    return {
      notify: [
        {
          userId: scholar.userId,
          type: 'info',
          title: 'Office Changed',
          message: `You now render your duty hours at the ${scholar.officeName} (was ${from.name}).`,
          link: '/dtr',
        },
        ...(await this.officeStaff(from.id, {
          title: 'Scholar Reassigned',
          message: `${name} moved from your office to the ${scholar.officeName}.`,
        })),
        ...(await this.officeStaff(scholar.officeId, {
          title: 'Scholar Assigned',
          message: `${name} now renders duty hours at your office (from the ${from.name}).`,
        })),
      ],
    };
  }

  /** Scholars moved together (a term closed or reopened): each is told, and each office once. */
  async movedTogether(
    moved: ScholarView[],
    change: { to: ScholarStatus; why: string },
  ): Promise<Announcement> {
    const byOffice = new Map<string, ScholarView[]>();
    for (const scholar of moved)
      byOffice.set(scholar.officeId, [...(byOffice.get(scholar.officeId) ?? []), scholar]);
    const status = SCHOLAR_STATUS_LABELS[change.to];
    const offices = await Promise.all(
      [...byOffice].map(([officeId, scholars]) =>
        this.officeStaff(officeId, {
          title: 'Scholar Status Updated',
          message: `${change.why} ${scholars.map(nameOf).join(', ')}: now ${status}.`,
        }),
      ),
    );
    return {
      notify: [
        ...moved.map((scholar) => ({
          userId: scholar.userId,
          type: change.to === 'active' ? ('info' as const) : ('warning' as const),
          title: 'Scholar Status Updated',
          message: `${change.why} Your scholar status is now ${status}.`,
          link: '/dtr',
        })),
        ...offices.flat(),
      ],
    };
  }

  private async officeStaff(officeId: string, notice: { title: string; message: string }) {
    const ids = await this.users.activeOfficeStaffIds(officeId);
    return ids.map((userId) => ({
      userId,
      type: 'info' as const,
      ...notice,
      link: '/office/scholars',
    }));
  }
}
