import type { Browser, Locator, Page } from '@playwright/test';
import { dtrWeek, uniqueSurname, type DtrDay } from '@sasm/test-data';

import { graphqlData, signInAsStaff } from './accounts';
import { newUserContext } from './contexts';
import { enrolTrainee, type OfficeCode } from './scholars';

// DTR journeys (A§2.3, A§2.4): a trainee of this test alone, signed in on a page, whose
// deployment began last month, so a past week can be recorded.

// Test-only (NODE_ENV=test): the deployment starts the day HR passes the interview, and
// no day before it may be recorded; this moves its start back.
const BACKDATE = `mutation Backdate($input: BackdateScholarInput!) { backdateScholar(input: $input) }`;
const SAVE_DAY = `mutation Save($input: SaveDtrDayInput!) { saveDtrDay(input: $input) { id } }`;
const SUBMIT_MONTH = `mutation Submit($input: SubmitDtrMonthInput!) {
  submitDtrMonth(input: $input) { status }
}`;

const call = graphqlData;

/** Today in the university's time zone (the server's default TZ), YYYY-MM-DD. */
export function universityToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
}

/** The month before today's, YYYY-MM: every day of it is in the past. */
export function lastMonth(): string {
  const [year, month] = universityToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

/** Monday to Saturday of the first full week of `month` (the spec's sample rows, alternating). */
export function firstWeekOf(month: string): DtrDay[] {
  const firstMonday = [1, 2, 3, 4, 5, 6, 7]
    .map((day) => `${month}-${String(day).padStart(2, '0')}`)
    .find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1);
  return dtrWeek(firstMonday ?? `${month}-01`);
}

export interface DtrTrainee {
  firstName: string;
  lastName: string;
  email: string;
  applicationId: string;
  scholarId: string;
  /** Signed in as the trainee. */
  page: Page;
}

/**
 * A verified student, signed in on `page`, who applied and whom HR (signed in on `hr`)
 * passed into training at `office`, deployed since the first day of `since` (YYYY-MM).
 */
export async function newDtrTrainee(
  page: Page,
  hr: Page,
  spec: { firstName: string; lastName: string; office: OfficeCode; since: string },
): Promise<DtrTrainee> {
  const { firstName, lastName, office } = spec;
  const trainee = await enrolTrainee(page, hr, { firstName, lastName, office });
  await call(hr, BACKDATE, {
    input: { scholarId: trainee.scholarId, startedOn: `${spec.since}-01` },
  });
  return { ...trainee, page };
}

/** The trainee records `days` through the API (as the grid's Save does). */
export async function recordDays(trainee: DtrTrainee, days: DtrDay[]): Promise<void> {
  for (const { workDate, in1, out1, in2, out2 } of days) {
    await call(trainee.page, SAVE_DAY, { input: { workDate, in1, out1, in2, out2 } });
  }
}

/** The trainee hands `month` in to the office through the API (as Submit month does). */
export async function submitMonth(trainee: DtrTrainee, month: string): Promise<void> {
  await call(trainee.page, SUBMIT_MONTH, { input: { month } });
}

/** The month's grid on the page (desktop; a phone shows day cards). */
export function dtrGrid(page: Page): Locator {
  return page.getByRole('grid', { name: /^DTR of / });
}

/** The grid's row of day `day` (1–31). */
export function dayRow(page: Page, day: number): Locator {
  return dtrGrid(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${String(day)} `) }) });
}

const FIELD_NAMES = { in1: 'first IN', out1: 'first OUT', in2: 'second IN', out2: 'second OUT' };
export type TimeField = keyof typeof FIELD_NAMES;

/** The time input of `field` of day `day` ("Day 3 first OUT"). */
export function timeInput(page: Page, day: number, field: TimeField): Locator {
  return page.getByLabel(`Day ${String(day)} ${FIELD_NAMES[field]}`, { exact: true });
}

/** Types a day's times into the grid (without saving). */
export async function fillDay(page: Page, { workDate, ...times }: DtrDay): Promise<void> {
  const day = Number(workDate.slice(8));
  for (const field of Object.keys(FIELD_NAMES) as TimeField[]) {
    await timeInput(page, day, field).fill(times[field] ?? '');
  }
}

/** The day of the month of a YYYY-MM-DD date. */
export const dayOf = (date: string) => Number(date.slice(8));

/**
 * A trainee of `office` (signed in on `student`), deployed since the first day of `month`,
 * who recorded `days` of it through the API; HR's browser, used to pass them, is closed again.
 */
export async function recordedTrainee(
  student: Page,
  browser: Browser,
  baseURL: string | undefined,
  spec: { firstName: string; office: OfficeCode; month: string; days: DtrDay[] },
): Promise<DtrTrainee> {
  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signInAsStaff(hr, 'hr');
  const trainee = await newDtrTrainee(student, hr, {
    firstName: spec.firstName,
    lastName: uniqueSurname('Dtr'),
    office: spec.office,
    since: spec.month,
  });
  await hrContext.close();
  await recordDays(trainee, spec.days);
  return trainee;
}

/** The same, for journeys of the office alone: the trainee's browser is closed again. */
export async function recordedTraineeOfOffice(
  browser: Browser,
  baseURL: string | undefined,
  spec: { firstName: string; office: OfficeCode; month: string; days: DtrDay[] },
): Promise<Omit<DtrTrainee, 'page'>> {
  const context = await newUserContext(browser, baseURL);
  const { page: _closed, ...trainee } = await recordedTrainee(
    await context.newPage(),
    browser,
    baseURL,
    spec,
  );
  await context.close();
  return trainee;
}
