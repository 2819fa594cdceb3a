import { evaluationItems } from '@sasm/test-data';
import { eq } from 'drizzle-orm';
import {
  previousTerm,
  termDates,
  termOf,
  type AcademicTerm,
} from '../../src/common/academic-term.js';
import { todayIn } from '../../src/common/university-time.js';
import { applications } from '../../src/modules/applications/applications.table.js';
import { evaluations } from '../../src/modules/evaluations/evaluations.table.js';
import { scholarAssignments, scholars } from '../../src/modules/scholars/scholars.table.js';
import { ScholarsService } from '../../src/modules/scholars/scholars.service.js';
import { createOffice, deployedTrainee, FIVE_HOURS, seedDays, type Trainee } from './dtr.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export const MASTER_LIST = `query MasterList($filter: MasterListFilter, $page: Int!, $limit: Int!) {
  masterList(filter: $filter, page: $page, limit: $limit) {
    items { scholarId firstName lastName email officeId officeName program stage status startedOn
      endedOn daysInService monthsInService termsServed yearsServed confirmedMinutes latestScore
      latestScoreTerm { term academicYear label } gender }
    pagination { currentPage totalPages totalItems totalIsLowerBound limit hasPrevPage hasNextPage }
    term { term academicYear label }
    asOf
    summary { total male female byOffice { officeId officeName count } byProgram { program count } }
  }
}`;

/** YYYY-MM-DD `days` after `date`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Days from `from` to `to` (to − from). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface MasterListWorld {
  today: string;
  /** The term today falls in, the one before, and the one before that. */
  current: AcademicTerm;
  previous: AcademicTerm;
  older: AcademicTerm;
  library: { id: string; name: string };
  registrar: { id: string; name: string };
  /** Library, SA, female: hours in the current term and the one before, evaluations in two terms. */
  ana: Trainee;
  /** Registrar since a reassignment from the Library, SM, male. */
  ben: Trainee;
  /** Library, SA, female, suspended, started this term: nothing recorded. */
  carla: Trainee;
  /** Library, SM, male: served the previous term only. */
  dan: Trainee;
  /** Ben's first day (the Library), and the day he moved to the Registrar. */
  benStart: string;
  benMoved: string;
  danEnded: string;
}

/** The deployment and its first assignment start on `date` (the service's own move). */
const startOn = (sut: TestApp, trainee: Trainee, date: string) =>
  sut.get<ScholarsService>(ScholarsService).moveStart(trainee.scholarId, date);

async function setGender(sut: TestApp, trainee: Trainee, gender: string) {
  await sut.database.db
    .update(applications)
    .set({ gender })
    .where(eq(applications.id, trainee.applicationId));
}

async function evaluate(
  sut: TestApp,
  scholarId: string,
  officeId: string,
  term: AcademicTerm,
  ratings: Array<number | null>,
  submittedAt: Date,
) {
  await sut.database.db
    .insert(evaluations)
    .values({ scholarId, officeId, ...term, items: evaluationItems(ratings), submittedAt });
}

/**
 * Four deployments in two offices, built through the real pipeline and then
 * given a past (start dates, a reassignment, DTR days, evaluations) straight
 * in the tables, relative to today's term so the test holds on any date.
 */
export async function buildMasterList(
  sut: TestApp,
  hr: TestClient,
  officeNames = { library: 'Library', registrar: 'Registrar' },
): Promise<MasterListWorld> {
  const today = todayIn(sut.config.timeZone);
  const current = termOf(today);
  const previous = previousTerm(current);
  const older = previousTerm(previous);
  const now = termDates(current);
  const before = termDates(previous);
  const library = await createOffice(sut, officeNames.library);
  const registrar = await createOffice(sut, officeNames.registrar);

  const ana = await deployedTrainee(sut, hr, library.id, {
    firstname: 'Ana',
    lastname: 'Reyes',
    // Three terms served before the system: two years of service.
    scholar: { importedTerms: 3 },
  });
  await startOn(sut, ana, termDates(older).from);
  // Confirmed inside the term (counted), unconfirmed inside it and confirmed before it (not).
  await seedDays(
    sut,
    ana.scholarId,
    [
      { workDate: now.from, ...FIVE_HOURS },
      { workDate: addDays(now.from, 1), ...FIVE_HOURS },
    ],
    'confirmed',
  );
  await seedDays(sut, ana.scholarId, [
    { workDate: addDays(now.from, 2), in1: '08:00', out1: '12:00', in2: null, out2: null },
  ]);
  await seedDays(
    sut,
    ana.scholarId,
    [{ workDate: before.to, in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00' }],
    'confirmed',
  );
  // The older term's evaluation was saved last: "latest" goes by term, not by saving time.
  await evaluate(
    sut,
    ana.scholarId,
    library.id,
    previous,
    [5, 4, 4, 5, null],
    new Date(2020, 0, 1),
  );
  await evaluate(sut, ana.scholarId, library.id, older, [3, 3, 3, 3, 3], new Date());

  const benStart = addDays(before.to, -243);
  const benMoved = addDays(benStart, 100);
  const ben = await deployedTrainee(sut, hr, library.id, {
    firstname: 'Ben',
    lastname: 'Cruz',
    scholar: { officeId: registrar.id, program: 'student_marshal', stage: 'scholar' },
  });
  await setGender(sut, ben, 'Male');
  await sut.database.db
    .update(scholars)
    .set({ startedOn: benStart })
    .where(eq(scholars.id, ben.scholarId));
  await sut.database.db
    .delete(scholarAssignments)
    .where(eq(scholarAssignments.scholarId, ben.scholarId));
  await sut.database.db.insert(scholarAssignments).values([
    { scholarId: ben.scholarId, officeId: library.id, fromDate: benStart, toDate: benMoved },
    { scholarId: ben.scholarId, officeId: registrar.id, fromDate: benMoved },
  ]);
  await evaluate(sut, ben.scholarId, library.id, previous, [4, 4, 4, 4, 5], new Date());

  const carla = await deployedTrainee(sut, hr, library.id, {
    firstname: 'Carla',
    lastname: 'Santos',
    scholar: { status: 'suspended' },
  });
  await startOn(sut, carla, now.from);

  const danEnded = addDays(before.to, -10);
  const dan = await deployedTrainee(sut, hr, library.id, {
    firstname: 'Dan',
    lastname: 'Dizon',
    scholar: { program: 'student_marshal', status: 'inactive', endedOn: danEnded },
  });
  await setGender(sut, dan, 'Male');
  await startOn(sut, dan, before.from);
  // As ending a training writes it: the assignment closes on the last day.
  await sut.database.db
    .update(scholarAssignments)
    .set({ toDate: danEnded })
    .where(eq(scholarAssignments.scholarId, dan.scholarId));

  return {
    today,
    current,
    previous,
    older,
    library,
    registrar,
    ana,
    ben,
    carla,
    dan,
    benStart,
    benMoved,
    danEnded,
  };
}
