import { readFile } from 'node:fs/promises';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { choose, signInAsOfficeStaff } from './support/scholars';
import { sidebarNav } from './support/sidebar';

// Issue #12 Scholars master list: HR opens it from the sidebar, narrows it to the Library
// (kept in the address) and downloads that list as CSV; office staff cannot open it.

test('HR opens the master list, filters it by office and downloads the CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsStaff(page, 'hr');
  await openApp(page, '/hr-dashboard');
  await sidebarNav(page).getByRole('link', { name: 'Master List' }).click();
  await expect(page).toHaveURL(/\/hr\/master-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Master List' })).toBeVisible();
  await expect(page).toHaveTitle(/^Master List \| /);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Total');
  const rows = page.getByRole('table', { name: 'Master list' }).locator('tbody').getByRole('row');
  await expect(rows.first()).toContainText('@');
  await expectNoSeriousA11yViolations(page, 'master list');

  await choose(page, 'Office', 'Library');
  await expect(page).toHaveURL(/office=/);
  await expect(summary).toContainText(/Per office: Library \d+$/);
  const officeCells = rows.locator('td:nth-child(2)');
  await expect(officeCells.first()).toHaveText('Library');
  for (const cell of await officeCells.all()) await expect(cell).toHaveText('Library');
  const shown = await rows.count();

  // The filter survives a reload (it lives in the address).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Office' }).locator('option:checked')).toHaveText(
    'Library',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Master List .*\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Name,E-mail,Office,Type,Stage,Status,Months in Service,Terms Served,Years of Service,Hours This Term,Latest Score,Gender,Score Term',
  );
  expect(lines.length - 1).toBeGreaterThanOrEqual(Math.min(shown, 1));
  for (const line of lines.slice(1)) expect(line).toMatch(/^"[^"]+",[^,]+,Library,S[AM],/);

  // Office staff are sent back to their home.
  const office = await newUserContext(browser, baseURL);
  const staff = await office.newPage();
  await signInAsOfficeStaff(staff, 'library');
  await openApp(staff, '/hr/master-list');
  await expect(staff).toHaveURL(/\/office-dashboard$/);
  await office.close();
});
