import type { Browser, Locator, Page } from '@playwright/test';
import type { Position } from '@sasm/test-data';

import { graphqlData, signIn, signUpStudent, type Credentials } from './accounts';
import { openApp } from './app-page';
import { submitApplication } from './applications';
import { newUserContext } from './contexts';
import { expect } from './journey-test';
import { linkMailedTo } from './mailed-links';

// Trainees made through the real pipeline (sign-up, application, HR's decisions up to
// passed_interview at an office), and the Scholars screens (A§2.4) as staff use them.

export type OfficeCode = 'registrar' | 'library' | 'it';

const CREATE_OFFICE_STAFF = `mutation Create($input: TestAccountInput!) {
  createTestAccount(input: $input) { email password }
}`;
const VERIFY_EMAIL = `mutation Verify($code: String!) { verifyEmail(code: $code) { redirectUrl } }`;
const OFFICES = `{ offices { id code } }`;
const OPEN_REVIEW = `mutation Open($id: ID!) { openApplicationReview(id: $id) { status } }`;
const UPDATE_APPLICATION = `mutation Move($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { status }
}`;
const MY_SCHOLAR = `{ myScholar { id } }`;
const SCHOLAR_VERSION = `query Version($id: ID!) { scholar(id: $id) { version } }`;
const SET_SCHOLAR_STATUS = `mutation Set($input: UpdateScholarStatusInput!) {
  updateScholarStatus(input: $input) { status }
}`;

const call = graphqlData;

/** Signs `page` in as a new office staff account of `office`, of this test alone. */
export async function signInAsOfficeStaff(page: Page, office: OfficeCode): Promise<Credentials> {
  const { createTestAccount } = await call<{ createTestAccount: Credentials }>(
    page,
    CREATE_OFFICE_STAFF,
    { input: { role: 'office', officeCode: office } },
  );
  await signIn(page, createTestAccount);
  return createTestAccount;
}

export async function officeIdOf(page: Page, code: OfficeCode): Promise<string> {
  const { offices } = await call<{ offices: { id: string; code: string }[] }>(page, OFFICES);
  const office = offices.find((o) => o.code === code);
  if (!office) throw new Error(`no office ${code}`);
  return office.id;
}

/** A week from now, YYYY-MM-DD: an interview date the server takes in any time zone. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export interface TraineeSpec {
  firstName: string;
  lastName: string;
  office: OfficeCode;
  position?: Position;
}

export interface Trainee extends TraineeSpec {
  email: string;
  applicationId: string;
  scholarId: string;
}

/**
 * Signs `student` up as a new verified student who applies; HR (signed in on `hr`) passes
 * them into training at `spec.office`, which makes them a trainee there. `student` stays
 * signed in as them.
 */
export async function enrolTrainee(student: Page, hr: Page, spec: TraineeSpec): Promise<Trainee> {
  const account = await signUpStudent(student, {
    firstname: spec.firstName,
    lastname: spec.lastName,
  });
  const code = (await linkMailedTo(account.email, '/email/verify/')).split('/').pop() ?? '';
  await call(student, VERIFY_EMAIL, { code });
  await signIn(student, account);
  const id = await submitApplication(student, spec);

  await call(hr, OPEN_REVIEW, { id });
  const slot = { interviewDate: nextWeek(), interviewTime: '10:00', interviewLocation: 'HR' };
  await call(hr, UPDATE_APPLICATION, { input: { id, status: 'interview_scheduled', ...slot } });
  const officeId = await officeIdOf(hr, spec.office);
  await call(hr, UPDATE_APPLICATION, { input: { id, status: 'passed_interview', officeId } });

  const { myScholar } = await call<{ myScholar: { id: string } | null }>(student, MY_SCHOLAR);
  if (!myScholar) throw new Error(`${account.email} is no trainee`);
  return { ...spec, email: account.email, applicationId: id, scholarId: myScholar.id };
}

/** enrolTrainee() in a browser context of the student's own, closed afterwards. */
export async function newTrainee(
  browser: Browser,
  baseURL: string | undefined,
  hr: Page,
  spec: TraineeSpec,
): Promise<Trainee> {
  const context = await newUserContext(browser, baseURL);
  try {
    return await enrolTrainee(await context.newPage(), hr, spec);
  } finally {
    await context.close();
  }
}

/** Another staff member sets a scholar's status meanwhile (through the API, on `staff`). */
export async function setScholarStatus(staff: Page, scholarId: string, status: string) {
  const { scholar } = await call<{ scholar: { version: number } }>(staff, SCHOLAR_VERSION, {
    id: scholarId,
  });
  await call(staff, SET_SCHOLAR_STATUS, {
    input: { id: scholarId, status, expectedVersion: scholar.version },
  });
}

export async function openScholars(page: Page, path: '/office/scholars' | '/hr/scholars') {
  await openApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Scholars' })).toBeVisible();
  await expect(page).toHaveTitle(/^Scholars \| /);
}

export function scholarRow(page: Page, who: { firstName: string; lastName: string }): Locator {
  return page
    .getByRole('table', { name: 'Scholars' })
    .getByRole('row')
    .filter({ hasText: `${who.firstName} ${who.lastName}` });
}

/** The table's rows of scholars (the header row left out). */
export function scholarRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Scholars' }).locator('tbody').getByRole('row');
}

/** Picks `option` in the select labelled `label` (a filter, or a field of the dialog). */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).selectOption({ label: option });
}

export function scholarDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Scholar Details' });
}
