import { Injectable } from '@nestjs/common';
import { previousTerm } from '../../common/academic-term.js';
import { EVALUATION_CRITERIA } from '../evaluations/evaluation-score.js';
import { EvaluationsService } from '../evaluations/evaluations.service.js';
import { OfficesService } from '../offices/offices.service.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import type { User } from '../users/users.table.js';
import { UsersRepository } from '../users/users.repository.js';

/** Ratings in the order of the criteria (null: left blank), and what the office wrote. */
const SAMPLES: Array<{ ratings: Array<number | null>; remarks: string; comment?: string }> = [
  {
    ratings: [5, 4, 5, 5, 4],
    remarks: 'Reliable and eager to learn; a model for the other scholars.',
    comment: 'Never missed a duty day.',
  },
  {
    ratings: [4, 3, 4, 5, null],
    remarks: 'Good attitude. Needs to come in on time more often.',
    comment: 'Late on several mornings.',
  },
  {
    ratings: [3, 3, 4, 4, 3],
    remarks: 'Steady work; could take more initiative.',
  },
];

/**
 * Last term's evaluations of every demo trainee and scholar, each saved by
 * their own office's staff through the real service (so the students are
 * notified); the Library's first one is saved twice, so its history shows.
 */
@Injectable()
export class DemoEvaluations {
  constructor(
    private readonly evaluations: EvaluationsService,
    private readonly scholars: ScholarsService,
    private readonly offices: OfficesService,
    private readonly users: UsersRepository,
  ) {}

  /** How many evaluations were made (none when last term's are there already). */
  async seed(): Promise<number> {
    const term = previousTerm(await this.evaluations.currentTerm());
    let created = 0;
    for (const office of await this.offices.list()) {
      const staff = await this.officeStaff(office.id);
      if (!staff) continue;
      const { items } = await this.scholars.list(staff, {}, { page: 1, limit: 100 });
      for (const [index, scholar] of items.filter((s) => s.endedOn === null).entries()) {
        const key = { scholarId: scholar.id, ...term };
        if (await this.evaluations.forTerm(staff, key)) continue;
        const sample = SAMPLES[(index + created) % SAMPLES.length]!;
        const save = (ratings: Array<number | null>, expectedVersion: number) =>
          this.evaluations.save(staff, {
            ...key,
            expectedVersion,
            remarks: sample.remarks,
            items: EVALUATION_CRITERIA.map((criterion, n) => ({
              criterion,
              rating: ratings[n] ?? null,
              comment: n === 0 ? sample.comment : undefined,
            })),
          });
        if (office.code === 'library' && index === 0) {
          // A first draft, then the office's second look: the revision shows in the history.
          await save([4, 4, 4, 4, null], 0);
          await save(sample.ratings, 1);
        } else await save(sample.ratings, 0);
        created += 1;
      }
    }
    return created;
  }

  private async officeStaff(officeId: string): Promise<User | undefined> {
    const [id] = await this.users.activeOfficeStaffIds(officeId);
    return id ? this.users.findById(id) : undefined;
  }
}
