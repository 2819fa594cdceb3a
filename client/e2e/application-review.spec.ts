import type { Locator, Page } from '@playwright/test';

import { graphql, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { newApplicant, uniqueSurname, type Applicant } from './support/applications';
import { expect, test as journeyTest } from './support/journey-test';
import { notificationsNavLink, signedInStudent } from './support/notifications';

// A§2.2 Application Management and the A§4 pipeline, as HR works through them.

const UPDATE_STATUS = `mutation Update($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { status version }
}`;
const OPEN_REVIEW = `mutation Open($id: ID!) { openApplicationReview(id: $id) { status version } }`;
const UNREAD_COUNT = `{ unreadNotificationCount }`;

/** YYYY-MM-DD a week from now: "today or later" in any time zone the server may use. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

async function signedInHr(page: Page): Promise<void> {
  await signInAsStaff(page, 'hr');
}

/** Where each staff role finds Application Management. */
const MANAGEMENT_PATHS = { hr: '/applications', office: '/office/applications' };
type StaffRole = keyof typeof MANAGEMENT_PATHS;

async function openManagement(page: Page, query = '', role: StaffRole = 'hr'): Promise<void> {
  await openApp(page, `${MANAGEMENT_PATHS[role]}${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Application Management' }),
  ).toBeVisible();
}

function rowOf(page: Page, surname: string): Locator {
  return page.getByRole('row').filter({ hasText: surname });
}

async function chooseStatus(dialog: Locator, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

/** HR moves an application through the API, as another reviewer would. */
async function moveTo(hr: Page, applicant: Applicant, input: Record<string, unknown>) {
  const answer = await graphql(hr, UPDATE_STATUS, {
    input: { id: applicant.applicationId, ...input },
  });
  if (answer.errors) throw new Error(`updateApplicationStatus: ${JSON.stringify(answer.errors)}`);
}

async function scheduleThroughApi(hr: Page, applicant: Applicant): Promise<void> {
  await graphql(hr, OPEN_REVIEW, { id: applicant.applicationId });
  await moveTo(hr, applicant, {
    status: 'interview_scheduled',
    interviewDate: nextWeek(),
    interviewTime: '10:00',
    interviewLocation: 'HR Office',
  });
}

interface Listing {
  applicant: Applicant;
  surname: string;
  /** The applicant's row in HR's list. */
  row: Locator;
  dialog: Locator;
}

interface ListingOptions {
  /** Runs as HR before the list opens. */
  prepare?: (applicant: Applicant) => Promise<void>;
  /** Who opens the list (HR by default). */
  role?: StaffRole;
}

type ListApplicant = (firstName: string, options?: ListingOptions) => Promise<Listing>;

const test = journeyTest.extend<{ listApplicant: ListApplicant }>({
  /**
   * A new applicant (surname of this test alone), then staff signed in on `page` with the
   * list searched for them. Their browsers close after the test.
   */
  listApplicant: async ({ page, browser, baseURL }, provide) => {
    const made: Applicant[] = [];
    await provide(async (firstName, { prepare, role = 'hr' } = {}) => {
      const surname = uniqueSurname(firstName);
      const applicant = await newApplicant(browser, baseURL, { firstName, lastName: surname });
      made.push(applicant);
      await signedInHr(page);
      await prepare?.(applicant);
      if (role !== 'hr') await signInAsStaff(page, role);
      await openManagement(page, `?search=${surname}`, role);
      const dialog = page.getByRole('dialog', { name: 'Review Application' });
      return { applicant, surname, row: rowOf(page, surname), dialog };
    });
    await Promise.all(made.map((applicant) => applicant.context.close()));
  },
});

test('opening a pending application moves it to Under Review with the audit comment', async ({
  page,
  listApplicant,
}) => {
  const { applicant, row, dialog } = await listApplicant('Maria');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Student Assistant')).toBeVisible();
  await expect(row.getByText(applicant.email)).toBeVisible();
  await row.getByRole('button', { name: 'Review' }).click();

  await expect(dialog.getByText('Application opened for review by HR')).toBeVisible();
  await expect(dialog.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText(
    'Under Review (current)',
  );
  // The applicant's data, grouped as the form is.
  for (const section of ['Personal Information', 'Address', 'Educational Background']) {
    await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(dialog.getByText('Leadership Seminar')).toBeVisible();
  await expect(
    dialog.getByText('123 Rizal Street, San Isidro, La Trinidad, Benguet'),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Under Review', { exact: true })).toBeVisible();
});

test('scheduling an interview: hours checked, e-mail previewed, the student told at once', async ({
  page,
  listApplicant,
}) => {
  const { applicant, row, dialog } = await listApplicant('Lea');
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Application opened for review by HR')).toBeVisible();

  // The student watches their dashboard in a browser of their own.
  const student = applicant.page;
  await openApp(student, '/student-dashboard');
  const { data } = await graphql<{ unreadNotificationCount: number }>(student, UNREAD_COUNT);
  const unread = data?.unreadNotificationCount ?? 0;
  await expect(notificationsNavLink(student)).toHaveAccessibleName(
    `Notifications, ${String(unread)} unread`,
  );

  await chooseStatus(dialog, 'Interview Scheduled');
  const update = dialog.getByRole('button', { name: 'Update Status' });
  await update.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please fill in all required interview scheduling fields (Date, Time, and Location).',
  );

  await dialog.getByLabel('Interview date').fill(nextWeek());
  await dialog.getByLabel('Interview time').fill('18:00');
  await dialog.getByLabel('Interview location').fill('HR Office, Room 101');
  await update.click();
  await expect(dialog.getByText('Interview time must be between 08:00 and 17:00.')).toBeVisible();

  await dialog.getByLabel('Interview time').fill('09:30');
  await dialog.getByLabel('Interview notes').fill('Bring your school ID.');
  const preview = dialog.getByRole('region', { name: 'Interview e-mail preview' });
  await expect(preview).toContainText('Time: 09:30');
  await expect(preview).toContainText('Location: HR Office, Room 101');
  await expect(preview).toContainText('Notes: Bring your school ID.');
  await expect(preview).toContainText('Please arrive 15 minutes early.');
  await update.click();

  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Application status updated to Interview Scheduled.' }),
  ).toBeVisible();
  await expect(row.getByText('Interview Scheduled')).toBeVisible();

  await expect(
    student.getByRole('status').filter({ hasText: 'Interview Scheduled' }),
  ).toBeVisible();
  await expect(notificationsNavLink(student)).toHaveAccessibleName(
    `Notifications, ${String(unread + 1)} unread`,
  );
});

test('switching away from Interview Scheduled clears the interview fields', async ({
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Ana');
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Under Review', { exact: true })).toBeVisible();

  await chooseStatus(dialog, 'Interview Scheduled');
  await dialog.getByLabel('Interview location').fill('Library');
  await chooseStatus(dialog, 'On Hold');
  await expect(dialog.getByLabel('Interview location')).toHaveCount(0);
  await chooseStatus(dialog, 'Interview Scheduled');
  await expect(dialog.getByLabel('Interview location')).toHaveValue('');
});

test('through the pipeline to Accepted; the row is then View Only and the dialog final', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Rosa', {
    prepare: (applicant) => scheduleThroughApi(page, applicant),
  });

  for (const [status, comment] of [
    ['Passed Interview', 'Clear answers, good attitude.'],
    ['Hours Completed', '130 hours rendered.'],
    ['Accepted', 'Welcome aboard.'],
  ] as const) {
    await row.getByRole('button', { name: 'Review' }).click();
    await chooseStatus(dialog, status);
    await dialog.getByLabel('HR comments').fill(comment);
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }

  await row.getByRole('button', { name: 'View Only' }).click();
  await expect(
    dialog.getByText('This application is final and can no longer be changed.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
  const history = dialog.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(6);
  await expect(history.nth(0)).toContainText('Submitted (Pending)');
  await expect(history.nth(5)).toContainText('Hours Completed → Accepted');
  await expect(history.nth(5)).toContainText('Welcome aboard.');
});

test('a failed interview is View Only in the list, yet its dialog offers a reschedule', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Joy', {
    prepare: async (applicant) => {
      await scheduleThroughApi(page, applicant);
      await moveTo(page, applicant, { status: 'failed_interview' });
    },
  });

  await row.getByRole('button', { name: 'View Only' }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Reschedule Interview', 'Rejected']);
  await page.keyboard.press('Escape');
});

test('a decision made on a changed application is refused, shown and reloaded', async ({
  page,
  listApplicant,
}) => {
  const { applicant, row, dialog } = await listApplicant('Ella');
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Under Review', { exact: true })).toBeVisible();

  // Another reviewer puts it on hold meanwhile.
  await moveTo(page, applicant, { status: 'on_hold' });
  await chooseStatus(dialog, 'Rejected');
  await dialog.getByRole('button', { name: 'Update Status' }).click();

  await expect(dialog.getByRole('alert')).toHaveText(
    'This application was changed by someone else in the meantime. Reload it and try again.',
  );
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('On Hold (current)');
});
test('search, status and scholarship filters and pagination, kept in the address', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const surname = uniqueSurname('Paged');
  const applicants = await Promise.all(
    Array.from({ length: 11 }, (_, index) =>
      newApplicant(browser, baseURL, {
        firstName: `Student${String.fromCharCode(65 + index)}`,
        lastName: surname,
        position: index === 0 ? 'student_marshal' : 'student_assistant',
      }),
    ),
  );
  await signedInHr(page);
  await graphql(page, OPEN_REVIEW, { id: applicants[1]?.applicationId });
  await openManagement(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill(surname);
  await expect(page).toHaveURL(new RegExp(`search=${surname}`));
  const rows = page.getByRole('row').filter({ hasText: surname });
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(surname);
  await page.goBack();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Under Review', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('StudentB');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await page.getByRole('combobox', { name: 'Scholarship' }).click();
  await page.getByRole('option', { name: 'Student Marshal' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('StudentA');

  // By e-mail, too.
  await page.getByRole('combobox', { name: 'Scholarship' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(applicants[2]?.email ?? '');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('StudentC');

  await page.getByRole('searchbox', { name: 'Search' }).fill(`${surname}-nobody`);
  await expect(page.getByText('No applications match your search and filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page).toHaveURL(/\/applications$/);
  await Promise.all(applicants.map((applicant) => applicant.context.close()));
});

test('a document opens in a preview with Download and Close', async ({ page, listApplicant }) => {
  const { row, dialog } = await listApplicant('Ivy');
  // The row's avatar is the 2x2 picture.
  await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await row.getByRole('button', { name: 'Review' }).click();

  await dialog
    .getByRole('button', { name: "Preview Parent/Guardian's ID (parent-id.png)" })
    .click();
  const preview = page.getByRole('dialog', { name: /Parent\/Guardian's ID/ });
  const image = preview.getByRole('img', { name: "Parent/Guardian's ID: parent-id.png" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  const download = preview.getByRole('link', { name: 'Download' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/files\/[^?]+\?download=1$/);
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-disposition']).toMatch(/^attachment/);

  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await expect(dialog).toBeVisible();

  // Escape closes only the preview on top.
  await dialog.getByRole('button', { name: 'Preview Certificate 2 (award.png)' }).click();
  await expect(page.getByRole('dialog', { name: /Certificate 2/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Certificate 2/ })).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('office staff review applications too, at /office/applications', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Nora', { role: 'office' });
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Under Review', { exact: true })).toBeVisible();
  await chooseStatus(dialog, 'On Hold');
  await dialog.getByLabel('HR comments').fill('Waiting for the office schedule.');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('On Hold', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/office\/applications\?search=/);
});

test('a student opening /applications is sent to their dashboard', async ({ page }) => {
  await signedInStudent(page);
  await openApp(page, '/applications');
  await expect(page).toHaveURL('/student-dashboard');
  await expect(page.getByRole('heading', { name: 'Application Management' })).toHaveCount(0);
});

test('a PDF opens in the preview frame', async ({ page, listApplicant }) => {
  const { row, dialog } = await listApplicant('Iza');
  await row.getByRole('button', { name: 'Review' }).click();
  await dialog
    .getByRole('button', { name: 'Preview Certificate 1 (leadership-seminar.pdf)' })
    .click();

  const preview = page.getByRole('dialog', { name: /Certificate 1/ });
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^\/api\/files\/[^?]+$/);
  await expect(frame).toHaveAccessibleName('Certificate 1: leadership-seminar.pdf');
  // The frame shows the file itself (a blocked one shows a chrome-error:// page instead).
  const src = (await frame.getAttribute('src')) ?? '';
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(src))).toBe(true);
  await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\?download=1$/,
  );
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
});
