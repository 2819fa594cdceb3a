import { Injectable } from '@nestjs/common';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { isDutyDay } from '../dtr/dtr-calendar.js';
import { DtrDaysService } from '../dtr/dtr-days.service.js';
import { DtrReviewService } from '../dtr/dtr-review.service.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import type { User } from '../users/users.table.js';
import { UsersRepository } from '../users/users.repository.js';

type Times = { in1: string; out1: string; in2: string; out2: string };

/** A9's sample rows, and a full eight-hour day for trainees catching up. */
const SAMPLE_DAY_1: Times = { in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00' };
const SAMPLE_DAY_2: Times = { in1: '08:15', out1: '12:00', in2: '13:05', out2: '16:50' };
const SHORT_DAY: Times = { in1: '08:00', out1: '12:00', in2: '13:00', out2: '15:00' };

/** The duty days (Monday–Saturday) before `today`, newest last. */
function dutyDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  const date = new Date(`${today}T00:00:00Z`);
  while (days.length < count) {
    date.setUTCDate(date.getUTCDate() - 1);
    const day = date.toISOString().slice(0, 10);
    if (isDutyDay(day)) days.unshift(day);
  }
  return days;
}

/**
 * A month of DTR for the demo trainees and scholars, recorded by each student
 * and confirmed by their office through the real services: most scholars have
 * a few weeks with the older days confirmed; the Library trainee stands at
 * 126 confirmed hours with one unconfirmed day, so confirming it crosses 130.
 */
@Injectable()
export class DemoDtr {
  constructor(
    private readonly scholars: ScholarsService,
    private readonly days: DtrDaysService,
    private readonly review: DtrReviewService,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Records the DTR of the student `email` if they are deployed and have none yet. */
  async record(email: string, plan: 'near_130' | 'month'): Promise<boolean> {
    const student = await this.users.findByEmail(email);
    const scholar = student && (await this.scholars.currentOf(student.id));
    if (!student || !scholar) return false;
    const staff = await this.officeStaff(scholar.officeId);
    if (!staff) return false;
    const today = todayIn(this.config.timeZone);
    const days = plan === 'near_130' ? dutyDaysBefore(today, 17) : dutyDaysBefore(today, 20);
    await this.scholars.moveStart(scholar.id, days[0]!);

    const confirmed = plan === 'near_130' ? 16 : 12;
    for (const [index, workDate] of days.entries()) {
      const times =
        plan === 'near_130'
          ? index === 15
            ? SHORT_DAY
            : SAMPLE_DAY_1
          : index % 2 === 0
            ? SAMPLE_DAY_1
            : SAMPLE_DAY_2;
      await this.days.saveOwn(student, { workDate, ...times });
      if (index < confirmed) await this.review.confirm(staff, { scholarId: scholar.id, workDate });
    }
    return true;
  }

  private async officeStaff(officeId: string): Promise<User | undefined> {
    const [id] = await this.users.activeOfficeStaffIds(officeId);
    return id ? this.users.findById(id) : undefined;
  }
}
