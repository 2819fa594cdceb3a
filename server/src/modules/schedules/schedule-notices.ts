import { Injectable } from '@nestjs/common';
import { termLabel, type AcademicTerm } from '../../common/academic-term.js';
import { UsersRepository } from '../users/users.repository.js';
import type { Announcement } from '../workflow/decisions.js';
import type { CurrentDeployment } from './schedules.repository.js';

/** Where office staff see a scholar's schedules: the scholar record (built by the scholars screen). */
export const scholarRecordLink = (scholarId: string) => `/office/scholars?scholar=${scholarId}`;

/**
 * Who hears of a new schedule: the staff of the office the student serves
 * now, who plan duty hours around it. HR reads schedules when it needs them
 * and is not told of each one; a student with no deployment tells no one.
 */
@Injectable()
export class ScheduleNotices {
  constructor(private readonly users: UsersRepository) {}

  async uploaded(
    student: { firstname: string; lastname: string },
    term: AcademicTerm,
    deployment: CurrentDeployment | undefined,
    replaced: boolean,
  ): Promise<Announcement> {
    if (!deployment) return { notify: [] };
    const ids = await this.users.activeOfficeStaffIds(deployment.officeId);
    const name = `${student.firstname} ${student.lastname}`;
    const what = `class schedule for ${termLabel(term)}`;
    return {
      notify: ids.map((userId) => ({
        userId,
        type: 'info' as const,
        title: replaced ? 'Class Schedule Replaced' : 'New Class Schedule',
        message: replaced ? `${name} uploaded a new ${what}.` : `${name} uploaded their ${what}.`,
        link: scholarRecordLink(deployment.scholarId),
      })),
    };
  }
}
