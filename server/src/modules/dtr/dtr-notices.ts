import { Injectable } from '@nestjs/common';
import type { NonWorkingDay } from '../../common/university-calendar.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import type { Announcement } from '../workflow/decisions.js';
import { dayLabel, monthLabel } from './dtr-calendar.js';

const STUDENT_LINK = '/dtr';
const OFFICE_LINK = '/office/dtr';

const CLOSURE_KINDS: Record<NonWorkingDay['kind'], string> = {
  holiday: 'Holiday',
  special: 'Special Non-Working Day',
  suspension: 'Suspension',
};

/** "13:00" as people read it: "1:00 PM". */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const because = (reason: string | null | undefined) => (reason ? ` Reason: ${reason}` : '');

/**
 * What people hear of DTR changes: the student once per office action (not
 * once per day), the office staff when a month is handed in.
 */
@Injectable()
export class DtrNotices {
  constructor(private readonly users: UsersRepository) {}

  dayConfirmed(scholar: ScholarView, date: string): Announcement {
    return this.toStudent(scholar, {
      type: 'success',
      title: 'DTR Day Confirmed',
      message: `Your office confirmed your time record for ${dayLabel(date)}.`,
    });
  }

  daysConfirmed(scholar: Pick<ScholarView, 'userId'>, month: string, count: number): Announcement {
    return this.toStudent(scholar, {
      type: 'success',
      title: 'DTR Confirmed',
      message: `Your office confirmed ${days(count)} of your ${monthLabel(month)} time record.`,
    });
  }

  dayUnconfirmed(scholar: ScholarView, date: string, reason?: string | null): Announcement {
    return this.toStudent(scholar, {
      type: 'warning',
      title: 'DTR Day Unconfirmed',
      message: `Your office took back the confirmation of ${dayLabel(date)}.${because(reason)}`,
    });
  }

  dayCorrected(scholar: ScholarView, date: string, reason?: string | null): Announcement {
    return this.toStudent(scholar, {
      type: 'info',
      title: 'DTR Corrected',
      message: `Your office corrected your time record for ${dayLabel(date)}.${because(reason)}`,
    });
  }

  dayExcused(scholar: ScholarView, date: string, reason: string | null): Announcement {
    return this.toStudent(scholar, {
      type: 'info',
      title: reason ? 'DTR Day Excused' : 'DTR Excuse Removed',
      message: reason
        ? `Your office excused ${dayLabel(date)}: no undertime is counted.${because(reason)}`
        : `Your office removed the excuse of ${dayLabel(date)}.`,
    });
  }

  monthApproved(scholar: ScholarView, month: string): Announcement {
    return this.toStudent(scholar, {
      type: 'success',
      title: 'DTR Approved',
      message: `Your office approved your DTR for ${monthLabel(month)}.`,
    });
  }

  monthReturned(scholar: ScholarView, month: string, remarks: string): Announcement {
    return this.toStudent(scholar, {
      type: 'warning',
      title: 'DTR Returned',
      message: `Your office returned your DTR for ${monthLabel(month)}: ${remarks} Fix it and submit it again.`,
    });
  }

  async monthSubmitted(scholar: ScholarView, month: string): Promise<Announcement> {
    const staff = await this.users.activeOfficeStaffIds(scholar.officeId);
    return {
      notify: staff.map((userId) => ({
        userId,
        type: 'info' as const,
        title: 'DTR Submitted',
        message: `${scholar.firstName} ${scholar.lastName} submitted the DTR for ${monthLabel(month)}.`,
        link: OFFICE_LINK,
      })),
    };
  }

  /** The university closed the scholars' offices on a day to come, or from a time of it. */
  closure(userIds: string[], day: NonWorkingDay): Announcement {
    const why = ` (${day.reason})`;
    const notice = day.fromTime
      ? {
          title: 'Office Closes Early',
          message: `Your office closes at ${clockTime(day.fromTime)} on ${dayLabel(day.date)}${why}: duty is expected only until then.`,
        }
      : {
          title: `No Duty: ${CLOSURE_KINDS[day.kind]}`,
          message: `No duty is expected on ${dayLabel(day.date)}${why}. Your DTR counts no late or undertime that day.`,
        };
    return {
      notify: userIds.map((userId) => ({
        userId,
        type: 'info' as const,
        ...notice,
        link: STUDENT_LINK,
      })),
    };
  }

  private toStudent(
    scholar: Pick<ScholarView, 'userId'>,
    notice: { type: 'success' | 'info' | 'warning'; title: string; message: string },
  ): Announcement {
    return { notify: [{ userId: scholar.userId, ...notice, link: STUDENT_LINK }] };
  }
}
