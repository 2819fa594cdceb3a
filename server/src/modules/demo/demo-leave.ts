import { Injectable } from '@nestjs/common';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { isDutyDay } from '../dtr/dtr-calendar.js';
import type { LeaveForm } from '../leave/leave-rules.js';
import { LeaveService } from '../leave/leave.service.js';
import type { LeaveStatus, LeaveType } from '../leave/leave.table.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';

interface LeavePlan {
  email: string;
  type: LeaveType;
  /** Duty days from today: the first and how many. */
  from: number;
  days: number;
  reasons: string;
  /** Who takes it where: the office, HR, or the student's own cancellation. */
  outcome?: { status: LeaveStatus; by: 'office' | 'hr' | 'student'; note?: string };
}

/** Leave in every state across the three offices, for the deployed demo students. */
const LEAVE: LeavePlan[] = [
  {
    email: 'joy.aquino@demo.local',
    type: 'sick',
    from: 2,
    days: 1,
    reasons: 'Dental procedure; certificate to follow.',
  },
  {
    email: 'nina.castillo@demo.local',
    type: 'social',
    from: 3,
    days: 2,
    reasons: 'Orientation of new student assistants.',
    outcome: { status: 'approved', by: 'office', note: 'Approved. Enjoy the orientation.' },
  },
  {
    email: 'nina.castillo@demo.local',
    type: 'others',
    from: 9,
    days: 1,
    reasons: 'Family errand.',
    outcome: { status: 'cancelled', by: 'hr', note: 'Filed twice; see the earlier request.' },
  },
  {
    email: 'marco.reyes@demo.local',
    type: 'vacation',
    from: 1,
    days: 3,
    reasons: 'Death of my grandmother; the wake is in Pangasinan.',
    outcome: { status: 'approved', by: 'office', note: 'Our condolences.' },
  },
  {
    email: 'liza.ramos@demo.local',
    type: 'sick',
    from: 6,
    days: 1,
    reasons: 'Follow-up check-up.',
  },
  {
    email: 'ella.santos@demo.local',
    type: 'others',
    from: 4,
    days: 2,
    reasons: 'Out-of-town trip.',
    outcome: { status: 'disapproved', by: 'office', note: 'Midterm week: the office needs you.' },
  },
  {
    email: 'ben.flores@demo.local',
    type: 'sick',
    from: 5,
    days: 1,
    reasons: 'Flu shot appointment.',
    outcome: { status: 'cancelled', by: 'student' },
  },
  {
    email: 'ben.flores@demo.local',
    type: 'social',
    from: 8,
    days: 1,
    reasons: 'Scholars’ general assembly.',
  },
];

/** The duty days (Monday–Saturday) after `today`: the `from`-th and the `count` - 1 after it. */
function dutyDaysAfter(today: string, from: number, count: number): string[] {
  const days: string[] = [];
  const date = new Date(`${today}T00:00:00Z`);
  let seen = 0;
  while (days.length < count) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.toISOString().slice(0, 10);
    if (!isDutyDay(day)) continue;
    seen += 1;
    if (seen >= from) days.push(day);
  }
  return days;
}

/**
 * Leave requests in every state (pending, approved, disapproved, cancelled by
 * the student and by HR) across the Registrar, the Library and the IT Office,
 * filed and decided through the real service, in the coming days so the
 * approved ones show "On leave" in the DTR ahead.
 */
@Injectable()
export class DemoLeave {
  constructor(
    private readonly leave: LeaveService,
    private readonly scholars: ScholarsService,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Files (and decides) the demo leave of students who have none yet; how many were filed. */
  async seed(hr: User): Promise<number> {
    const today = todayIn(this.config.timeZone);
    // Students who had leave before this run are left as they are (the seed runs at each boot).
    const checked = new Map<string, boolean>();
    let filed = 0;
    for (const plan of LEAVE) {
      const student = await this.users.findByEmail(plan.email);
      const scholar = student && (await this.scholars.currentOf(student.id));
      if (!student || !scholar) continue;
      if (!checked.has(student.id))
        checked.set(student.id, (await this.leave.mine(student)).length === 0);
      if (!checked.get(student.id)) continue;
      const days = dutyDaysAfter(today, plan.from, plan.days);
      const name = `${student.firstname} ${student.lastname}`;
      const form: LeaveForm = {
        name,
        idNumber: `2024-${String(10000 + filed * 37).slice(1)}`,
        schoolDept: scholar.officeName,
        type: plan.type,
        dateFrom: days[0],
        dateTo: days.at(-1),
        daysHours: `${days.length} ${days.length === 1 ? 'day' : 'days'}`,
        reasons: plan.reasons,
        signatureName: name,
        signatureDate: today,
      };
      const request = await this.leave.file(student, async () => ({ form }));
      filed += 1;
      const outcome = plan.outcome;
      if (!outcome) continue;
      if (outcome.by === 'student') {
        await this.leave.cancel(student, { id: request.id });
        continue;
      }
      const decider = outcome.by === 'hr' ? hr : await this.officeStaff(scholar.officeId);
      if (!decider) continue;
      await this.leave.decide(decider, {
        id: request.id,
        status: outcome.status,
        ...(outcome.by === 'hr' ? { hrNote: outcome.note } : { remarks: outcome.note }),
      });
    }
    return filed;
  }

  private async officeStaff(officeId: string): Promise<User | undefined> {
    const [id] = await this.users.activeOfficeStaffIds(officeId);
    return id ? this.users.findById(id) : undefined;
  }
}
