import { readFile } from 'node:fs/promises';

import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import {
  dayOf,
  dayRow,
  dtrGrid,
  fillDay,
  firstWeekOf,
  lastMonth,
  newDtrTrainee,
  timeInput,
} from './support/dtr';
import { expect, test } from './support/journey-test';

// A§2.3 DTR (student): a trainee fills a week of last month in the grid; a bad time is refused
// on its field with the server's message and kept, the other days are saved; the month's PDF
// (Civil Service Form No. 48) downloads.

test('a trainee fills a week, a bad time is refused on its field, the rest saved; the PDF downloads', async ({
  page,
  browser,
  baseURL,
}) => {
  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signInAsStaff(hr, 'hr');
  const month = lastMonth();
  const trainee = await newDtrTrainee(page, hr, {
    firstName: 'Tala',
    lastName: uniqueSurname('Dtr'),
    office: 'it',
    since: month,
  });
  await hrContext.close();

  await openApp(page, '/dtr');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Time Record' })).toBeVisible();
  await expect(page).toHaveTitle(/^DTR \| /);
  const header = page.getByRole('definition');
  await expect(header.filter({ hasText: `Tala ${trainee.lastName}` })).toBeVisible();
  await expect(header.filter({ hasText: 'IT Office' })).toBeVisible();
  await expect(
    page.getByText('Please submit your DTR every first week of the month.'),
  ).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Training hours confirmed' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0:00 of 130 h confirmed');

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month);

  // Monday to Saturday; Wednesday's first OUT comes before its IN.
  const week = firstWeekOf(month);
  const [monday, tuesday, wednesday] = week;
  if (!monday || !tuesday || !wednesday) throw new Error('no week');
  const bad = { ...wednesday, out1: '07:00' };
  for (const day of week) await fillDay(page, day === wednesday ? bad : day);
  await expect(dayRow(page, dayOf(monday.workDate))).toContainText('Unsaved');
  await expect(dayRow(page, dayOf(monday.workDate))).toContainText('8:00');
  await page.getByRole('button', { name: 'Save all changes (6)' }).click();

  const badDay = dayOf(wednesday.workDate);
  const badOut = timeInput(page, badDay, 'out1');
  await expect(badOut).toHaveAccessibleDescription('OUT must be later than IN');
  await expect(badOut).toHaveValue('07:00 AM');
  await expect(dayRow(page, badDay)).toContainText('Not saved');
  for (const day of week.filter((d) => d !== wednesday)) {
    const row = dayRow(page, dayOf(day.workDate));
    await expect(row).toContainText('Saved');
    await expect(row).toContainText('Unconfirmed');
  }
  await expect(dayRow(page, dayOf(tuesday.workDate))).toContainText('7:30');
  // 8:00 + 7:30 + 7:30 + 8:00 + 7:30 saved; Wednesday not.
  const totals = dtrGrid(page).locator('tfoot');
  await expect(totals).toContainText('38:30');
  await expect(page.getByRole('button', { name: 'Save all changes (1)' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'student DTR with a refused day');

  await badOut.fill('12:00');
  await page.getByRole('button', { name: `Save day ${String(badDay)}`, exact: true }).click();
  await expect(dayRow(page, badDay)).toContainText('Saved');
  await expect(badOut).toHaveAccessibleDescription('');
  await expect(totals).toContainText('46:30');
  await expect(progress).toHaveAttribute('aria-valuetext', '0:00 of 130 h confirmed');
  await expect(page.getByText('Awaiting confirmation: 46:30 h')).toBeVisible();

  // Saved on the server: a reload shows the same days.
  await page.reload();
  await expect(timeInput(page, badDay, 'out1')).toHaveValue('12:00 PM');
  await expect(timeInput(page, dayOf(tuesday.workDate), 'in1')).toHaveValue('08:15 AM');
  await expect(totals).toContainText('46:30');

  // The month as Civil Service Form No. 48, the print path.
  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path()) ?? '');
  // (Its headers and what it says: server/test/dtr-exports.test.ts.)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
