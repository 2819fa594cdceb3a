import { Injectable, Logger } from '@nestjs/common';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { previousTerm, termOf, type AcademicTerm } from '../../common/academic-term.js';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { serverRoot } from '../../config/paths.js';
import type { GradeRow } from '../grades/grade-reports.table.js';
import { GradesService } from '../grades/grades.service.js';
import { UsersRepository } from '../users/users.repository.js';

/**
 * The slip client/scripts/generate-grade-slips.mjs renders (the 1x BS IT slip),
 * read from the sources: run `node client/scripts/generate-grade-slips.mjs` to remake it.
 */
const SLIP = join(serverRoot, 'src', 'modules', 'demo', 'demo-grade-slip.png');

const row = (
  subject: string,
  faculty: string,
  one: number,
  two: number,
  final: number,
  units = 3,
): GradeRow => ({ subject, faculty, one, two, final, units, status: 'Passed' });

// The rows printed on the slip image (packages/grade-slip/samples.js, bsit-first-2026).
const SLIP_ROWS: GradeRow[] = [
  row('IT 311 Web Systems', 'DELA CRUZ, J.', 88, 90, 89),
  row('IT 312 Database Management', 'REYES, A.', 85, 87, 86),
  row('IT 313 Networking', 'GARCIA, M.', 90, 92, 91),
  row('GE 104 Ethics', 'SANTOS, L.', 86, 88, 87),
  row('PE 103 Team Sports', 'BAUTISTA, R.', 92, 94, 93, 2),
  row('NSTP 2 Civic Welfare', 'MENDOZA, C.', 84, 86, 85),
  row('IT 314 Systems Analysis', 'AQUINO, P.', 86, 85, 88),
];

const META = {
  program: 'BS Information Technology',
  level: '3rd Year',
  enrolledBy: 'Maria Santos',
  averages: '1st 87.29 2nd 88.86',
};

interface GradesPlan {
  email: string;
  /** 0: the current term; 1: the term before. */
  termsBack: number;
  generalAverage: number;
  /** Points added to every final grade, so the demo students differ. */
  shift: number;
}

/** The demo student account and deployed scholars of the Registrar and the Library. */
const PLANS: GradesPlan[] = [
  { email: 'student@demo.local', termsBack: 1, generalAverage: 86.9, shift: -2 },
  { email: 'student@demo.local', termsBack: 0, generalAverage: 88.43, shift: 0 },
  { email: 'joy.aquino@demo.local', termsBack: 0, generalAverage: 89.1, shift: 1 },
  { email: 'nina.castillo@demo.local', termsBack: 0, generalAverage: 85.6, shift: -3 },
  { email: 'marco.reyes@demo.local', termsBack: 1, generalAverage: 90.2, shift: 2 },
];

/** Saved grade reports, through the real service, each with the generated slip as its image. */
@Injectable()
export class DemoGrades {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly grades: GradesService,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Saves the demo reports of students who have none yet; how many were saved. */
  async seed(): Promise<number> {
    if (!existsSync(SLIP)) {
      this.logger.warn(`No demo grade slip at ${SLIP}: demo grade reports skipped.`);
      return 0;
    }
    const current = termOf(todayIn(this.config.timeZone));
    const checked = new Map<string, boolean>();
    let saved = 0;
    for (const plan of PLANS) {
      const student = await this.users.findByEmail(plan.email);
      if (!student?.verified) continue;
      // Students who had reports before this run are left as they are (the seed runs at each boot).
      if (!checked.has(student.id))
        checked.set(student.id, (await this.grades.mine(student)).length === 0);
      if (!checked.get(student.id)) continue;
      const term: AcademicTerm = plan.termsBack === 0 ? current : previousTerm(current);
      await this.grades.save(student, async (receive) => ({
        form: {
          ...term,
          rows: SLIP_ROWS.map((r) => ({ ...r, final: Math.min(100, r.final! + plan.shift) })),
          generalAverage: plan.generalAverage,
          meta: { ...META, date: todayIn(this.config.timeZone) },
        },
        image: await receive(
          { filename: 'grade-slip.png', stream: createReadStream(SLIP) },
          'grade_slip',
          'image',
        ),
      }));
      saved += 1;
    }
    return saved;
  }
}
