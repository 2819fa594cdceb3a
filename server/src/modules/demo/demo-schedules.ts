import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { termLabel } from '../../common/academic-term.js';
import { SchedulesService } from '../schedules/schedules.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { certificatePdf } from './demo-documents.js';

/** Whose schedules: the demo student (who can sign in) and a scholar of the Registrar. */
const PLANS = [
  { email: 'student@demo.local', classes: 'MWF 08:00-09:00 Math 101; TTh 13:00-14:30 History 1' },
  {
    email: 'joy.aquino@demo.local',
    classes: 'MWF 07:30-09:00 Accounting 2; TTh 15:00-16:30 Ethics',
    // A first upload replaced by a corrected one: the history has something to show.
    revised: 'MWF 07:30-09:00 Accounting 2; TTh 10:00-11:30 Ethics',
  },
];

/**
 * Class schedules for today's term, uploaded through the real service (byte
 * check, storage, the office told). Students who have any are left alone.
 */
@Injectable()
export class DemoSchedules {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly users: UsersRepository,
  ) {}

  /** How many schedules were uploaded. */
  async seed(): Promise<number> {
    const term = await this.schedules.currentTerm();
    let uploaded = 0;
    for (const plan of PLANS) {
      const student = await this.users.findByEmail(plan.email);
      if (!student || (await this.schedules.mine(student)).length > 0) continue;
      for (const classes of [plan.classes, plan.revised].filter(Boolean) as string[]) {
        const pdf = certificatePdf(
          `Class Schedule - ${termLabel(term)}`,
          `${student.firstname} ${student.lastname}: ${classes}`,
        );
        await this.schedules.upload(student, async (receive) => ({
          term: term.term,
          academicYear: term.academicYear,
          file: await receive(
            { filename: 'class-schedule.pdf', stream: Readable.from([pdf]) },
            'class_schedule',
            'file',
          ),
        }));
        uploaded += 1;
      }
    }
    return uploaded;
  }
}
