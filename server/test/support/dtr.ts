import { dtrMonth as sampleMonth, type DtrDay as SampleDay, type DtrTimes } from '@sasm/test-data';
import { eq } from 'drizzle-orm';
import { todayIn } from '../../src/common/university-time.js';
import { workedMinutes } from '../../src/modules/dtr/dtr-rules.js';
import { dtrEntries, type DtrEntryStatus } from '../../src/modules/dtr/dtr.table.js';
import { scholars, type NewScholarRow } from '../../src/modules/scholars/scholars.table.js';
import { signedInClient } from './factories.js';
import { createOffice, createTrainee } from './scholars.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export { createOffice };

/** YYYY-MM `back` months before this month, in the university's time zone. */
export function monthsAgo(sut: Pick<TestApp, 'config'>, back: number): string {
  const [year, month] = todayIn(sut.config.timeZone).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
}

/** Today, YYYY-MM-DD in the university's time zone, moved by `days`. */
export function dayFromToday(sut: Pick<TestApp, 'config'>, days: number): string {
  const today = new Date(`${todayIn(sut.config.timeZone)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** The duty days (Mon–Sat) of a month with the spec's sample times (@sasm/test-data). */
export const dutyDays = (month: string, times?: DtrTimes | readonly DtrTimes[]): SampleDay[] =>
  sampleMonth(month, times ? { times } : {});

/** Office staff of `officeId`, signed in. */
export function officeStaff(sut: TestApp, officeId: string, names: { firstname?: string } = {}) {
  return signedInClient(sut, { role: 'office', officeId, lastname: 'Staff', ...names });
}

export interface Trainee {
  client: TestClient;
  user: { id: string; email: string; firstname: string; lastname: string };
  applicationId: string;
  scholarId: string;
}

/**
 * A trainee of `officeId` made through the real pipeline (application passed
 * at that office), deployed since `startedOn` (default: the first day of the
 * month three months ago) so past days can be recorded.
 */
export async function deployedTrainee(
  sut: TestApp,
  hr: TestClient,
  officeId: string,
  options: {
    firstname?: string;
    lastname?: string;
    startedOn?: string;
    scholar?: Partial<NewScholarRow>;
  } = {},
): Promise<Trainee> {
  const trainee = await createTrainee(sut, hr, officeId, options);
  await sut.database.db
    .update(scholars)
    .set({ startedOn: options.startedOn ?? `${monthsAgo(sut, 3)}-01`, ...options.scholar })
    .where(eq(scholars.id, trainee.scholarId));
  return trainee;
}

/** Days written straight into the table (history that needs no API round trip), with their minutes. */
export async function seedDays(
  sut: Pick<TestApp, 'database'>,
  scholarId: string,
  days: Array<DtrTimes & { workDate: string }>,
  status: DtrEntryStatus = 'unconfirmed',
): Promise<void> {
  if (days.length === 0) return;
  await sut.database.db.insert(dtrEntries).values(
    days.map((day) => ({
      scholarId,
      workDate: day.workDate,
      in1: day.in1,
      out1: day.out1,
      in2: day.in2,
      out2: day.out2,
      workedMinutes: workedMinutes(day),
      status,
      confirmedAt: status === 'confirmed' ? new Date() : null,
    })),
  );
}

/**
 * `hours` of training as days three and two months back: five-hour duty days,
 * and one shorter day for the rest.
 */
export function trainingDays(sut: Pick<TestApp, 'config'>, hours: number) {
  const earlier = [...dutyDays(monthsAgo(sut, 3)), ...dutyDays(monthsAgo(sut, 2))];
  const full = Math.floor(hours / 5);
  const days = earlier.slice(0, full).map((day) => ({ ...day, ...FIVE_HOURS }));
  const rest = hours - full * 5;
  if (rest > 0)
    days.push({
      ...earlier[full]!,
      in1: '08:00',
      out1: `${String(8 + rest).padStart(2, '0')}:00`,
      in2: null,
      out2: null,
    });
  return days;
}

/** A five-hour day (the duty hours) with one pair. */
export const FIVE_HOURS: DtrTimes = { in1: '08:00', out1: '13:00', in2: null, out2: null };

export const DAY_FIELDS = `date day weekday dutyDay id in1 out1 in2 out2 workedMinutes totalHours
  lateMinutes undertimeMinutes status excusedReason confirmedByName version flags editable`;

export const MONTH_FIELDS = `month label name department dutyHours dutyStart status remarks version flags
  scholar { id firstName trainingProgress { requiredHours confirmedMinutes unconfirmedMinutes } }
  totals { daysRecorded confirmedDays unconfirmedDays excusedDays workedMinutes confirmedMinutes
    lateMinutes undertimeMinutes totalHours late undertime }
  history { fromStatus toStatus comment actorName }
  days { ${DAY_FIELDS} }`;

export const SAVE_DAY = `mutation Save($input: SaveDtrDayInput!) { saveDtrDay(input: $input) { ${DAY_FIELDS} } }`;
export const CONFIRM_DAY = `mutation Confirm($input: ConfirmDtrDayInput!) { confirmDtrDay(input: $input) { ${DAY_FIELDS} } }`;
export const CONFIRM_DAYS = `mutation ConfirmAll($input: ConfirmDtrDaysInput!) {
  confirmDtrDays(input: $input) { month confirmedDays scholars }
}`;
export const UNCONFIRM_DAY = `mutation Unconfirm($input: UnconfirmDtrDayInput!) { unconfirmDtrDay(input: $input) { ${DAY_FIELDS} } }`;
export const CORRECT_DAY = `mutation Correct($input: CorrectDtrDayInput!) { correctDtrDay(input: $input) { ${DAY_FIELDS} } }`;
export const EXCUSE_DAY = `mutation Excuse($input: ExcuseDtrDayInput!) { excuseDtrDay(input: $input) { ${DAY_FIELDS} } }`;
export const SUBMIT_MONTH = `mutation Submit($input: SubmitDtrMonthInput!) { submitDtrMonth(input: $input) { ${MONTH_FIELDS} } }`;
export const DECIDE_MONTH = `mutation Decide($input: DecideDtrMonthInput!) { decideDtrMonth(input: $input) { ${MONTH_FIELDS} } }`;
export const MY_MONTH = `query Mine($month: String) { myDtrMonth(month: $month) { ${MONTH_FIELDS} } }`;
export const SCHOLAR_MONTH = `query Month($scholarId: ID!, $month: String) { dtrMonth(scholarId: $scholarId, month: $month) { ${MONTH_FIELDS} } }`;
export const OFFICE_MONTH = `query Office($month: String, $officeId: ID) {
  officeDtrMonth(month: $month, officeId: $officeId) {
    month label rows { scholarId name email officeName stage scholarStatus monthStatus daysRecorded
      confirmedDays unconfirmedDays excusedDays leaveDays workedMinutes confirmedMinutes lateMinutes
      undertimeMinutes totalHours late undertime }
  }
}`;
export const NOTIFICATIONS = `{ notifications(limit: 100) { items { title message link type } } }`;

export interface DayView {
  date: string;
  status: string | null;
  version: number | null;
  totalHours: string;
  lateMinutes: number;
  undertimeMinutes: number;
  flags: string[];
  editable: boolean;
  [field: string]: unknown;
}

/** The titles of a client's notifications, newest first. */
export async function notificationTitles(client: TestClient): Promise<string[]> {
  const res = await client.graphql<{ notifications: { items: Array<{ title: string }> } }>(
    NOTIFICATIONS,
  );
  return res.data!.notifications.items.map((item) => item.title);
}
