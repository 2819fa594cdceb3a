import { readFileSync } from 'node:fs';

import { graphqlData, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';

// HR Analytics (issue #12): HR opens /hr/analytics, chooses a range (kept in the address),
// sees the charts follow it, and downloads the applications per day as CSV.

const DAY_MS = 86_400_000;
/** Today in the university's time zone (the server's TZ default), and days before it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const daysBefore = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

const DAILY = `query Daily($start: String, $end: String) {
  applicationsDaily(start: $start, end: $end) { date applications }
}`;

test('HR chooses a range on the analytics page and downloads its applications as CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The chart library is not part of the sign-in page: it comes with the analytics page.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openApp(page, '/signin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((url) => url.includes('vendor-charts'))).toBe(false);
  await signInAsStaff(page, 'hr');
  await openApp(page, '/hr/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'HR Analytics' })).toBeVisible();
  for (const kpi of ['Active Students', 'New This Month', 'Pending Applications', 'Pending Leaves'])
    await expect(page.getByRole('region', { name: kpi })).toBeVisible();
  const daily = page.getByRole('region', { name: 'Applications (last 14 days)' });
  await expect.poll(() => scripts.some((url) => url.includes('vendor-charts'))).toBe(true);
  await expect(daily).toBeVisible();
  // The chart arrives in its own chunk, after the page.
  await expect(daily.locator('.MuiChartsSurface-root svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applications Pipeline' })).toContainText(
    'under review',
  );
  await expect(page.getByRole('region', { name: 'Gender' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scholarship' })).toContainText('Student Marshal');
  await expect(page.getByRole('textbox', { name: 'End' })).toHaveValue(today);
  await expectNoSeriousA11yViolations(page, 'analytics, last 14 days');

  // A week ending yesterday: the address keeps it, the chart's title follows it.
  const start = daysBefore(7);
  const end = daysBefore(1);
  await page.getByRole('textbox', { name: 'Start' }).fill(start);
  await page.getByRole('textbox', { name: 'End' }).fill(end);
  await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}`));
  const chosen = page.getByRole('region', { name: /^Applications \(.+ – .+\)$/ });
  await expect(chosen).toBeVisible();
  await expect(chosen.getByRole('table')).toContainText('Day');
  await expectNoSeriousA11yViolations(page, 'analytics, a chosen week');

  // Start after End is refused on the field, and the figures stay.
  await page.getByRole('textbox', { name: 'Start' }).fill(daysBefore(0));
  await expect(page.getByText('Start must be on or before End')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}`));

  // The CSV holds one row per day of the week, as the server counts them.
  const downloading = page.waitForEvent('download');
  await chosen.getByRole('button', { name: 'Download applications per day as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`applications-daily-${start}-to-${end}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  const expected = await graphqlData<{
    applicationsDaily: Array<{ date: string; applications: number }>;
  }>(page, DAILY, { start, end });
  expect(csv).toEqual([
    'date,applications',
    ...expected.applicationsDaily.map((point) => `${point.date},${point.applications}`),
  ]);
  expect(csv).toHaveLength(8);

  // On paper: the figures without the sidebar and the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
  await expect(chosen.getByRole('button', { name: /as CSV$/ })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pending Applications' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Reset: back to the last 14 days, the address cleared.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/hr\/analytics$/);
  await expect(page.getByRole('region', { name: 'Applications (last 14 days)' })).toBeVisible();
});
