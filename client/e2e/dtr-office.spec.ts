import { readFile } from 'node:fs/promises';

import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import {
  dayOf,
  dayRow,
  firstWeekOf,
  lastMonth,
  newDtrTrainee,
  recordDays,
  submitMonth,
  timeInput,
} from './support/dtr';
import { expect, test } from './support/journey-test';
import { signInAsOfficeStaff } from './support/scholars';

// A§2.4 Office - Student DTR: Library staff pick their trainee from the cards and confirm the
// month's days in bulk; the trainee's grid and training progress follow live (two browser
// contexts, no reload); the submitted month is returned with remarks, live both ways.

test('office staff confirm a month in bulk; the trainee sees status and progress live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const newPage = async () => {
    const context = await newUserContext(browser, baseURL);
    return { context, page: await context.newPage() };
  };
  const hr = await newPage();
  await signInAsStaff(hr.page, 'hr');
  const month = lastMonth();
  const student = await newPage();
  const trainee = await newDtrTrainee(student.page, hr.page, {
    firstName: 'Lani',
    lastName: uniqueSurname('Dtr'),
    office: 'library',
    since: month,
  });
  await hr.context.close();
  const week = firstWeekOf(month);
  await recordDays(trainee, week);
  const name = `Lani ${trainee.lastName}`;

  await openApp(student.page, `/dtr?month=${month}`);
  const progress = student.page.getByRole('progressbar', { name: 'Training hours confirmed' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0:00 of 130 h confirmed');
  await expect(student.page.getByText('Awaiting confirmation: 46:30 h')).toBeVisible();
  for (const day of week) {
    await expect(dayRow(student.page, dayOf(day.workDate))).toContainText('Unconfirmed');
  }

  await signInAsOfficeStaff(page, 'library');
  await openApp(page, `/office/dtr?month=${month}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Office - Student DTR' })).toBeVisible();
  await expect(page).toHaveTitle(/^Office - Student DTR \| /);
  const overviewRow = page.getByRole('table', { name: 'Office month' }).getByRole('row', {
    name: new RegExp(name),
  });
  await expect(overviewRow).toContainText('6 (0 confirmed)');
  await expect(overviewRow).toContainText('46:30');
  await expect(overviewRow).toContainText('Draft');
  // The search goes to the server (an office of 200 has more scholars than a page of cards)
  // and stays in the address.
  const searched = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      request.postData()?.includes(`"search":"${trainee.lastName}"`) === true,
  );
  await page.getByRole('searchbox', { name: 'Search scholars' }).fill(trainee.lastName);
  await searched;
  await expect(page).toHaveURL(new RegExp(`search=${trainee.lastName}`));
  const card = page
    .getByRole('list', { name: 'Scholars of the office' })
    .getByRole('button', { name: new RegExp(name) });
  await expect(card).toContainText('Trainee: 0:00 of 130 h confirmed, 46:30 h awaiting');
  await expectNoSeriousA11yViolations(page, 'office DTR, scholars');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`scholar=${trainee.scholarId}`));
  await expect(page.getByRole('definition').filter({ hasText: name })).toBeVisible();
  const monday = dayOf(week[0]?.workDate ?? '');
  await expect(dayRow(page, monday)).toContainText('Unconfirmed');
  await expectNoSeriousA11yViolations(page, "office DTR, a trainee's month");

  await page.getByRole('button', { name: 'Confirm all complete days' }).click();
  await expect(page.getByText('Confirmed 6 days.')).toBeVisible();
  for (const day of week) {
    await expect(dayRow(page, dayOf(day.workDate))).toContainText('Confirmed');
  }

  // The trainee's page follows without a reload.
  await expect(progress).toHaveAttribute('aria-valuetext', '46:30 of 130 h confirmed');
  await expect(student.page.getByText('Awaiting confirmation: 0:00 h')).toBeVisible();
  for (const day of week) {
    const row = dayRow(student.page, dayOf(day.workDate));
    await expect(row).toContainText('Confirmed');
    await expect(row).not.toContainText('Unconfirmed');
  }

  // The trainee submits the month; the office returns it with remarks, each side live.
  await student.page.getByRole('button', { name: 'Submit month' }).click();
  const submit = student.page.getByRole('dialog', { name: /^Submit the DTR for / });
  await submit.getByRole('button', { name: 'Submit month' }).click();
  await expect(submit).toBeHidden();
  await expect(student.page.getByText(/^Submitted to the office on /)).toBeVisible();

  await page.getByRole('button', { name: 'Approve or return' }).click();
  const decision = page.getByRole('dialog', { name: new RegExp(`^DTR of ${name}, `) });
  await decision.getByRole('button', { name: 'Return' }).click();
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision.getByText('Say what to fix when returning a month.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'office DTR, month decision');
  await decision.getByRole('textbox', { name: 'Remarks' }).fill('Add your Saturday duty.');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision).toBeHidden();
  await expect(page.getByRole('definition').filter({ hasText: 'Returned' })).toBeVisible();
  const returned = student.page.getByRole('alert').filter({ hasText: 'Returned by the office' });
  await expect(returned).toContainText('Add your Saturday duty.');
  await expect(student.page.getByRole('button', { name: 'Submit month' })).toBeVisible();

  // Back to the office's month, whose CSV has one row per scholar.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/scholar=/);
  await expect(overviewRow).toContainText('6 (6 confirmed)');
  await expect(overviewRow).toContainText('Returned');
  const csvLink = page.getByRole('link', { name: 'Download office CSV' });
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(name);

  // The student dashboard shows the office and the same progress, leading to the DTR.
  await openApp(student.page, '/student-dashboard');
  const training = student.page.getByRole('region', { name: 'Training' });
  await expect(training).toContainText('You are training at the Library.');
  await expect(
    training.getByRole('progressbar', { name: 'Training hours confirmed' }),
  ).toHaveAttribute('aria-valuetext', '46:30 of 130 h confirmed');
  await expectNoSeriousA11yViolations(student.page, 'student dashboard, trainee');
  await training.getByRole('link', { name: 'Open my DTR' }).click();
  await expect(student.page).toHaveURL('/dtr');

  await student.context.close();
});

test('office staff correct, excuse and un-confirm single days; an approved month needs a reason', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await newUserContext(browser, baseURL);
  const hr = await context.newPage();
  await signInAsStaff(hr, 'hr');
  const month = lastMonth();
  const student = await newUserContext(browser, baseURL);
  const trainee = await newDtrTrainee(await student.newPage(), hr, {
    firstName: 'Rosa',
    lastName: uniqueSurname('Dtr'),
    office: 'registrar',
    since: month,
  });
  const [monday, tuesday] = firstWeekOf(month);
  if (!monday || !tuesday) throw new Error('no week');
  await recordDays(trainee, [monday, tuesday]);
  await context.close();

  await signInAsOfficeStaff(page, 'registrar');
  await openApp(page, `/office/dtr?month=${month}&scholar=${trainee.scholarId}`);
  const mon = dayOf(monday.workDate);
  const tue = dayOf(tuesday.workDate);

  // A correction of an unconfirmed day: the new times, the day still unconfirmed.
  await timeInput(page, mon, 'out2').fill('16:00');
  await expect(dayRow(page, mon)).toContainText('7:00');
  await page.getByRole('button', { name: `Save day ${String(mon)}`, exact: true }).click();
  await expect(dayRow(page, mon)).toContainText('Saved');
  await expect(dayRow(page, mon)).toContainText('Unconfirmed');

  await page.getByRole('button', { name: `Excuse day ${String(tue)}`, exact: true }).click();
  const excuse = page.getByRole('dialog', { name: `Excuse day ${String(tue)}` });
  await expectNoSeriousA11yViolations(page, 'excuse dialog');
  await excuse.getByRole('textbox', { name: 'Reason' }).fill('Family emergency');
  await excuse.getByRole('button', { name: 'Save' }).click();
  await expect(excuse).toBeHidden();
  await expect(dayRow(page, tue)).toContainText('Excused: Family emergency');

  await page.getByRole('button', { name: `Confirm day ${String(mon)}`, exact: true }).click();
  await expect(dayRow(page, mon)).toContainText('Confirmed');
  await page.getByRole('button', { name: `Unconfirm day ${String(mon)}`, exact: true }).click();
  await expect(dayRow(page, mon)).toContainText('Unconfirmed');
  await expect(
    page.getByRole('button', { name: `Confirm day ${String(mon)}`, exact: true }),
  ).toBeVisible();

  // Approved, the month is closed but to a correction with a reason.
  await page.getByRole('button', { name: 'Confirm all complete days' }).click();
  await expect(dayRow(page, mon)).toContainText('Confirmed');
  await submitMonth(trainee, month);
  await page.getByRole('button', { name: 'Approve or return' }).click();
  const decision = page.getByRole('dialog', { name: /^DTR of Rosa / });
  await decision.getByRole('button', { name: 'Approve' }).click();
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision).toBeHidden();
  await expect(page.getByRole('definition').filter({ hasText: 'Approved' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Unconfirm day ${String(mon)}`, exact: true }),
  ).toHaveCount(0);
  await timeInput(page, mon, 'in1').fill('07:45');
  await page.getByRole('button', { name: `Save day ${String(mon)}`, exact: true }).click();
  const reason = page.getByRole('dialog', { name: `Correct day ${String(mon)}` });
  await reason.getByRole('button', { name: 'Save correction' }).click();
  await expect(reason.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    'Give a reason.',
  );
  await reason.getByRole('textbox', { name: 'Reason' }).fill('Clock-in sheet shows 07:45');
  await reason.getByRole('button', { name: 'Save correction' }).click();
  await expect(reason).toBeHidden();
  await expect(dayRow(page, mon)).toContainText('Saved');
  await expect(timeInput(page, mon, 'in1')).toHaveValue('07:45 AM');
  await expect(dayRow(page, mon)).toContainText('7:15');

  // The month prints from here too (Civil Service Form No. 48).
  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Another office's link to this scholar: not found, and asking again would change nothing.
  const library = await newUserContext(browser, baseURL);
  const libraryPage = await library.newPage();
  await signInAsOfficeStaff(libraryPage, 'library');
  await openApp(libraryPage, `/office/dtr?month=${month}&scholar=${trainee.scholarId}`);
  await expect(libraryPage.getByText('Scholar not found', { exact: true })).toBeVisible();
  await expect(libraryPage.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await library.close();
  await student.close();
});
