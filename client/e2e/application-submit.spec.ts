import { fileURLToPath } from 'node:url';

import type { Browser, Locator, Page } from '@playwright/test';

import { graphql, randomClientIp, signIn, signInAsStaff, signUpStudent } from './support/accounts';
import { openApp } from './support/app-page';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';
import { mailsTo } from './support/server-data';

// A§2.1 the student's application page: the form with real files, its A§5
// messages, the result screens, the status card and withdrawal.

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const PHOTO = fixture('photo-2x2.jpg');
const CERTIFICATE_PNG = fixture('certificate.png');
const PARENT_ID_PDF = fixture('parent-id.pdf');

const MY_APPLICATION = `{ myApplications { id status motherNameUnknown baguioAddress baguioContact
  relatives { name } seminars { title } documents { kind file { name } } } }`;

interface MyApplication {
  id: string;
  status: string;
  motherNameUnknown: boolean;
  baguioAddress: string;
  baguioContact: string;
  relatives: { name: string }[];
  seminars: { title: string }[];
  documents: { kind: string; file: { name: string } }[];
}

async function myApplications(page: Page): Promise<MyApplication[]> {
  const answer = await graphql<{ myApplications: MyApplication[] }>(page, MY_APPLICATION);
  if (!answer.data) throw new Error(`myApplications: ${JSON.stringify(answer.errors)}`);
  return answer.data.myApplications;
}

/** A verified student of this test alone, signed in, on /application. */
async function openAsNewApplicant(page: Page) {
  const student = await signUpVerifiedStudent(page);
  await signIn(page, student);
  await openApp(page, '/application');
  await expect(page).toHaveTitle(/^Scholarship Application \| /);
  return student;
}

const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Application' });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillRow(row: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await row.getByRole('textbox', { name, exact: true }).fill(value);
  }
}

/** Every required field and a few optional ones; the 2x2 picture only when asked. */
async function fillApplication(page: Page, { photo = true } = {}) {
  await page.getByRole('radio', { name: 'Student Assistant' }).check();
  await page.getByRole('spinbutton', { name: 'Age' }).fill('19');
  await text(page, 'Citizenship').fill('Filipino');
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Civil Status', 'Single');
  await text(page, 'Home Address').fill('123 Rizal Street');
  await text(page, 'Home Barangay').fill('San Isidro');
  await text(page, 'Home City/Municipality').fill('La Trinidad');
  await text(page, 'Home Province').fill('Benguet');
  await text(page, 'Home Contact Number').fill('09171234567');
  await checkbox(page, 'Same as home address and contact number').check();
  await text(page, "Father's Name").fill('Jose Santos');
  await text(page, "Father's Occupation").fill('Farmer');
  await checkbox(page, "Mother's Name: Unknown / Not Applicable").check();
  await text(page, "Mother's Occupation").fill('Teacher');
  await text(page, 'Emergency Contact Name').fill('Jose Santos');
  await text(page, 'Emergency Contact Number').fill('09181234567');
  await checkbox(page, 'I have a relative working at the university').check();
  await fillRow(page.getByRole('group', { name: 'Relative 1' }), {
    Name: 'Rosa Cruz',
    Department: 'Registrar',
    Relationship: 'Aunt',
  });
  await text(page, 'Elementary').fill('Baguio Central School');
  await text(page, 'Elementary Years Attended').fill('2010-2016');
  await fillRow(page.getByRole('group', { name: 'Seminar 1' }), {
    Title: 'Leadership Seminar',
    'Sponsoring Agency': 'Student Council',
    'Inclusive Date': 'March 3-5, 2024',
    Place: 'Baguio City',
  });
  if (photo) await page.getByLabel('2x2 picture', { exact: true }).setInputFiles(PHOTO);
  await page.getByLabel('Certificates', { exact: true }).setInputFiles([CERTIFICATE_PNG]);
  await checkbox(page, 'I have read and agree to the terms and conditions above.').check();
  await checkbox(page, 'I certify that the information provided').check();
  await text(page, "Parent/Guardian's Full Name").fill('Jose Santos');
  await page.getByLabel("Parent/guardian's valid ID", { exact: true }).setInputFiles(PARENT_ID_PDF);
  await checkbox(page, "As the applicant's parent/guardian, I give my consent").check();
}

const statusCard = (page: Page) => page.getByRole('region', { name: 'Application Status' });

/** Fills, submits, and goes past the success screen to the status card. */
async function submitThroughForm(page: Page) {
  await fillApplication(page);
  await submitButton(page).click();
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(statusCard(page)).toBeVisible();
}

test('a verified student submits the whole form with files, sees the success screen, then the status card; the confirmation mail arrives', async ({
  page,
}) => {
  const student = await openAsNewApplicant(page);

  await expect(text(page, 'First Name')).toHaveValue('Ada');
  await expect(text(page, 'Last Name')).toHaveValue('Lovelace');
  const email = text(page, 'Email Address');
  await expect(email).toHaveValue(student.email);
  await expect(email).toBeDisabled();

  await fillApplication(page, { photo: false });
  await page.getByLabel('2x2 picture', { exact: true }).setInputFiles(PHOTO);
  const preview = page.getByRole('img', { name: '2x2 picture preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
  await page.getByLabel('Certificates', { exact: true }).setInputFiles([PARENT_ID_PDF]);
  const certificates = page.getByRole('list', { name: 'Attached certificates' });
  await expect(certificates.getByRole('listitem')).toHaveCount(2);
  await expect(certificates).toContainText('certificate.png');
  await expect(certificates).toContainText('parent-id.pdf');
  await expect(page.getByText('parent-id.pdf (622 B)')).toBeVisible();

  await submitButton(page).click();
  await expect(
    page.getByRole('heading', { name: 'Application Submitted Successfully' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await expect(page.getByText('Check your e-mail for a confirmation')).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();

  const card = statusCard(page);
  await expect(card).toContainText('Student Assistant');
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card).toContainText('Submitted');
  await expect(card).toContainText('Last Updated');
  await expect(card.getByRole('button', { name: 'Withdraw Application' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);

  const [stored] = await myApplications(page);
  expect(stored?.status).toBe('pending');
  expect(stored?.motherNameUnknown).toBe(true);
  expect(stored?.baguioAddress).toBe('123 Rizal Street');
  expect(stored?.baguioContact).toBe('09171234567');
  expect(stored?.relatives).toEqual([{ name: 'Rosa Cruz' }]);
  expect(stored?.seminars).toEqual([{ title: 'Leadership Seminar' }]);
  expect(stored?.documents.map(({ kind, file }) => `${kind}:${file.name}`).sort()).toEqual([
    'certificate:certificate.png',
    'certificate:parent-id.pdf',
    'parent_id:parent-id.pdf',
    'profile_photo:photo-2x2.jpg',
  ]);

  await expect
    .poll(() => mailsTo(student.email).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('We received your scholarship application');

  await page.reload();
  await expect(statusCard(page)).toBeVisible({ timeout: 10_000 });
});

test('validation: every A§5 message, the summaries in order, the 5MB limit, the address copy and the unknown toggles', async ({
  page,
}) => {
  await openAsNewApplicant(page);

  await submitButton(page).click();
  const summary = page
    .getByRole('alert')
    .filter({ hasText: 'Please fill in all required fields.' });
  await expect(summary).toBeVisible();
  for (const message of [
    'Please select a position',
    'Age must be a number',
    'Gender is required',
    'Civil status is required',
    'Home address is required',
    'Contact number must be at least 10 characters',
    "Father's name is required",
    "Mother's occupation is required",
    '2x2 picture is required',
    'You must agree to the terms and conditions',
    'You must confirm that the information provided is true',
    "Parent/guardian's full name is required",
    'A valid ID of your parent/guardian is required',
    'Parent/guardian consent is required',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: 'Student Assistant' })).toBeFocused();

  const age = page.getByRole('spinbutton', { name: 'Age' });
  await age.fill('14');
  await expect(page.getByText('Age must be at least 15')).toBeVisible();
  await age.fill('31');
  await expect(page.getByText('Age must be under 30')).toBeVisible();

  // The address copy fills the Baguio/Benguet fields and empties them again.
  await text(page, 'Home Address').fill('123 Rizal Street');
  await text(page, 'Home Barangay').fill('San Isidro');
  await text(page, 'Home City/Municipality').fill('La Trinidad');
  await text(page, 'Home Contact Number').fill('09171234567');
  const sameAsHome = checkbox(page, 'Same as home address and contact number');
  await sameAsHome.check();
  await expect(text(page, 'Baguio/Benguet Address')).toHaveValue('123 Rizal Street');
  await expect(text(page, 'Baguio/Benguet Barangay')).toHaveValue('San Isidro');
  await expect(text(page, 'Baguio/Benguet City/Municipality')).toHaveValue('La Trinidad');
  await expect(text(page, 'Baguio/Benguet Contact Number')).toHaveValue('09171234567');
  await sameAsHome.uncheck();
  await expect(text(page, 'Baguio/Benguet Address')).toHaveValue('');
  await expect(text(page, 'Baguio/Benguet Contact Number')).toHaveValue('');

  // An unknown parent clears and locks the field, and gives back what was typed.
  const father = text(page, "Father's Name");
  await father.fill('Jose Santos');
  const fatherUnknown = checkbox(page, "Father's Name: Unknown / Not Applicable");
  await fatherUnknown.check();
  await expect(father).toHaveValue('');
  await expect(father).toBeDisabled();
  await fatherUnknown.uncheck();
  await expect(father).toHaveValue('Jose Santos');
  await expect(father).toBeEnabled();

  // A certificate over 5MB is refused and not listed.
  await page.getByLabel('Certificates', { exact: true }).setInputFiles({
    name: 'huge-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'exceeds the 5MB limit' })).toHaveText(
    'Certificate "huge-certificate.pdf" exceeds the 5MB limit. It was not added.',
  );
  await expect(page.getByRole('list', { name: 'Attached certificates' })).toHaveCount(0);

  // With the rest valid, the summaries come in the spec's order: picture, relatives, seminars.
  await page.reload();
  await expect(submitButton(page)).toBeVisible({ timeout: 10_000 });
  await fillApplication(page, { photo: false });
  const relative = page.getByRole('group', { name: 'Relative 1' });
  await fillRow(relative, { Name: '', Department: '', Relationship: '' });
  const seminar = page.getByRole('group', { name: 'Seminar 1' });
  await fillRow(seminar, { Place: '' });
  await submitButton(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please upload your 2x2 picture before submitting.' }),
  ).toBeVisible();
  await expect(page.getByText('2x2 picture is required')).toBeVisible();
  await expect(relative.getByText("Relative's name is required")).toBeVisible();
  await expect(relative.getByText("Relative's department is required")).toBeVisible();
  await expect(relative.getByText("Relative's relationship is required")).toBeVisible();
  const seminarMessage =
    'Seminar #1: Please fill in all fields (Title, Sponsoring Agency, Inclusive Date, Place).';
  await expect(seminar.getByText(seminarMessage)).toBeVisible();
  await expect(relative.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

  await page.getByLabel('2x2 picture', { exact: true }).setInputFiles(PHOTO);
  await submitButton(page).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Please provide at least one relative with all fields filled.',
    }),
  ).toBeVisible();

  await fillRow(relative, { Name: 'Rosa Cruz', Department: 'Registrar', Relationship: 'Aunt' });
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: seminarMessage })).toBeVisible();
  await expect(seminar.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();

  // Emptying the row makes it one that is left out: nothing is wrong any more.
  await fillRow(seminar, { Title: '', 'Sponsoring Agency': '', 'Inclusive Date': '' });
  await expect(seminar.getByText(seminarMessage)).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: seminarMessage })).toBeHidden();
  expect(await myApplications(page)).toEqual([]);
});

test("a form sent after another tab already applied shows the server's refusal and keeps what was typed", async ({
  page,
}) => {
  await openAsNewApplicant(page);
  await fillApplication(page);

  const otherTab = await page.context().newPage();
  await openApp(otherTab, '/application');
  await submitThroughForm(otherTab);
  await otherTab.close();

  await submitButton(page).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'You already have an active application. You can apply again once it is closed.',
    }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(text(page, 'Citizenship')).toHaveValue('Filipino');
  await expect(page.getByRole('img', { name: '2x2 picture preview' })).toBeVisible();
  await expect(submitButton(page)).toBeEnabled();
  expect(await myApplications(page)).toHaveLength(1);
});

test('a file only the server can see through comes back on its row; nothing typed is lost', async ({
  page,
}) => {
  await openAsNewApplicant(page);
  await fillApplication(page);
  await page.getByLabel('Certificates', { exact: true }).setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await submitButton(page).click();
  const refusal = 'Certificate "fake.png" must be an image or a PDF.';
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible({
    timeout: 15_000,
  });
  const certificates = page.getByRole('list', { name: 'Attached certificates' });
  await expect(certificates.getByRole('listitem').nth(1)).toContainText(refusal);
  await expect(page.getByRole('button', { name: 'Add Certificates' })).toBeFocused();
  await expect(text(page, 'Citizenship')).toHaveValue('Filipino');
  await expect(page.getByRole('img', { name: '2x2 picture preview' })).toBeVisible();
  expect(await myApplications(page)).toEqual([]);

  await certificates.getByRole('button', { name: 'Remove fake.png' }).click();
  await submitButton(page).click();
  await expect(
    page.getByRole('heading', { name: 'Application Submitted Successfully' }),
  ).toBeVisible({ timeout: 15_000 });
  expect(await myApplications(page)).toHaveLength(1);
});

async function signedInStaff(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
  });
  const hr = await context.newPage();
  await signInAsStaff(hr, 'hr');
  return hr;
}

const UPDATE_STATUS = `mutation Update($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { status }
}`;

async function moveTo(hr: Page, id: string, input: Record<string, unknown>) {
  const answer = await graphql(hr, UPDATE_STATUS, { input: { id, ...input } });
  if (answer.errors) throw new Error(`updateApplicationStatus: ${JSON.stringify(answer.errors)}`);
}

test('withdrawing a pending application: confirmation, the withdrawn screen, then an empty form', async ({
  page,
}) => {
  await openAsNewApplicant(page);
  await submitThroughForm(page);

  const withdraw = statusCard(page).getByRole('button', { name: 'Withdraw Application' });
  const dialog = page.getByRole('dialog', { name: 'Withdraw Application?' });
  await withdraw.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusCard(page)).toBeVisible();

  await withdraw.click();
  await dialog.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await expect(
    page.getByRole('heading', { name: 'Application Withdrawn Successfully' }),
  ).toBeVisible();
  await expect(page.getByText('completely removed')).toBeVisible();
  await expect(page.getByText('You may submit a new application at any time.')).toBeVisible();
  expect(await myApplications(page)).toEqual([]);

  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(submitButton(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Student Assistant' })).not.toBeChecked();
  await expect(text(page, 'First Name')).toHaveValue('Ada');
  await expect(text(page, 'Citizenship')).toHaveValue('');
});

test('the status card follows HR: a refused withdrawal, interview details, HR comments, then accepted with the academic e-mail notice', async ({
  page,
  browser,
  baseURL,
}) => {
  const student = await openAsNewApplicant(page);
  await submitThroughForm(page);
  const [application] = await myApplications(page);
  if (!application) throw new Error('no application was stored');

  // HR opens it meanwhile: the student's Withdraw now fails and the card catches up.
  const hr = await signedInStaff(browser, baseURL);
  await graphql(
    hr,
    `
      mutation Open($id: ID!) {
        openApplicationReview(id: $id) {
          status
        }
      }
    `,
    {
      id: application.id,
    },
  );
  await statusCard(page).getByRole('button', { name: 'Withdraw Application' }).click();
  await page.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to withdraw application. Please try again.' }),
  ).toBeVisible();
  await expect(statusCard(page).getByText('Under Review', { exact: true })).toBeVisible();
  await expect(statusCard(page).getByRole('button', { name: 'Withdraw Application' })).toBeHidden();

  await moveTo(hr, application.id, {
    status: 'interview_scheduled',
    interviewDate: '2099-03-04',
    interviewTime: '14:30',
    interviewLocation: 'HR Office, Room 101',
    interviewNotes: 'Bring your school ID.',
    hrComments: 'Good grades; please come on time.',
  });
  await page.reload();
  const interview = page.getByRole('region', { name: 'Interview Details' });
  await expect(interview).toBeVisible({ timeout: 10_000 });
  await expect(interview).toContainText('2099');
  await expect(interview).toContainText('HR Office, Room 101');
  await expect(interview).toContainText('Bring your school ID.');
  await expect(page.getByRole('region', { name: 'HR Comments' })).toContainText(
    'Good grades; please come on time.',
  );

  for (const status of ['passed_interview', 'hours_completed', 'accepted']) {
    await moveTo(hr, application.id, { status });
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Application Accepted' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(statusCard(page).getByText('Accepted', { exact: true })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'Academic E-mail Required' });
  await expect(notice).toContainText(student.email);
  await notice.getByRole('link', { name: 'your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await hr.context().close();
});

test('an unverified student is asked to verify the e-mail address first', async ({ page }) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await openApp(page, '/application');

  const card = page.getByRole('region', { name: 'Email Verification Required' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(student.email);
  await expect(card.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await card.getByRole('button', { name: 'Resend Verification' }).click();
  await expect(card.getByText('Verification email sent successfully!')).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);
});
