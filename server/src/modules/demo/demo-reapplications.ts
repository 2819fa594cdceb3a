import { Injectable } from '@nestjs/common';
import { termOf } from '../../common/academic-term.js';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { ReapplicationsService } from '../reapplications/reapplications.service.js';
import type { ReapplicationStatus } from '../reapplications/reapplications.table.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';

interface ReapplicationPlan {
  email: string;
  idNumber: string;
  courseYear: string;
  reasons: string;
  outcome?: { status: ReapplicationStatus; hrComments: string };
}

/** Accepted demo scholars re-applying for this term: one pending, one under review, one accepted. */
const PLANS: ReapplicationPlan[] = [
  {
    email: 'joy.aquino@demo.local',
    idNumber: '2023-04512',
    courseYear: 'BS Criminology 3',
    reasons: 'I would like to keep serving as a student marshal while finishing my third year.',
  },
  {
    email: 'marco.reyes@demo.local',
    idNumber: '2022-01877',
    courseYear: 'BSIT 4',
    reasons: 'The scholarship lets me finish my last year; the Library needs help at the counter.',
    outcome: { status: 'under_review', hrComments: 'Waiting for the Library’s evaluation.' },
  },
  {
    email: 'ben.flores@demo.local',
    idNumber: '2023-09931',
    courseYear: 'BSEd 2',
    reasons: 'To continue my duty hours and support my studies.',
    outcome: { status: 'accepted', hrComments: 'Good standing; continue with the same office.' },
  },
];

/**
 * Re-applications for the current term through the real service (the
 * scholars' own form, prefilled as the page prefills it), decided by HR where
 * the plan says so. Scholars who already re-applied for this term are left alone.
 */
@Injectable()
export class DemoReapplications {
  constructor(
    private readonly reapplications: ReapplicationsService,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async seed(hr: User): Promise<number> {
    const current = termOf(todayIn(this.config.timeZone));
    let submitted = 0;
    for (const plan of PLANS) {
      const student = await this.users.findByEmail(plan.email);
      const defaults = student && (await this.reapplications.formDefaults(student));
      if (!student || !defaults) continue;
      const mine = await this.reapplications.mine(student);
      if (mine.some((r) => r.term === current.term && r.academicYear === current.academicYear))
        continue;
      const row = await this.reapplications.submit(student, async () => ({
        form: {
          ...defaults,
          idNumber: plan.idNumber,
          courseYear: plan.courseYear,
          reasons: plan.reasons,
        },
      }));
      submitted += 1;
      if (plan.outcome) await this.reapplications.decide(hr, { id: row.id, ...plan.outcome });
    }
    return submitted;
  }
}
