import { randomInt } from 'node:crypto';

import type { Page } from '@playwright/test';
import { uniqueSurname } from '@sasm/test-data';

import { graphqlData, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { universityToday } from './support/dtr';
import { sidebarNav } from './support/sidebar';
import { expect, test } from './support/journey-test';

// HR closes a term and reopens it. Closing freezes the term's records and makes its scholars
// who do not continue inactive, so the term is one long past that no other journey touches:
// an academic year chosen per attempt, 11 to 29 years back. Two scholars imported (in an office
// of their own) as deployed since then show on its master list with the terms they served
// before the system, which closing the old term does not credit a second time. What closing
// credits and whom it makes inactive is the server's tests' (terms-closed.test.ts).

/** Imports a CSV of `kind` through the REST facade, as HR: checked, then applied. */
async function importCsv(page: Page, kind: string, name: string, rows: string[][]) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('no XSRF-TOKEN cookie: sign in first');
  const headers = { 'X-XSRF-TOKEN': token };
  const text = rows.map((row) => row.join(',')).join('\r\n');
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  const checked = await page.request.post('/api/imports', { multipart: form, headers });
  expect(checked.ok(), await checked.text()).toBe(true);
  const { import: preview } = (await checked.json()) as {
    import: { id: string; errorCount: number };
  };
  expect(preview.errorCount).toBe(0);
  const applied = await page.request.post(`/api/imports/${preview.id}/apply`, {
    data: {},
    headers,
  });
  expect(applied.ok(), await applied.text()).toBe(true);
}

const SCHOLAR_ID = `query ScholarByEmail($search: String!) {
  scholars(filter: { search: $search }, page: 1, limit: 1) { items { id } }
}`;

test('HR closes a past term, sees its master list and a scholar’s service, and reopens it with a reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The academic year today is in starts in August (the default rule); the page offers 30 back.
  const [thisYear, thisMonth] = universityToday().split('-').map(Number) as [number, number];
  const currentStart = thisMonth >= 8 ? thisYear : thisYear - 1;
  const start = currentStart - 11 - randomInt(10) - 9 * testInfo.retry;
  const year = `${String(start)}-${String(start + 1)}`;
  const label = `First Semester ${year}`;
  const tag = uniqueSurname('').toLowerCase();
  const office = `Archives ${tag}`;
  const scholars = [
    { first: 'Liza', last: uniqueSurname('Term'), email: `terms-a-${tag}@example.com` },
    { first: 'Paolo', last: uniqueSurname('Term'), email: `terms-b-${tag}@example.com` },
  ];

  await signInAsStaff(page, 'hr');
  await importCsv(page, 'offices', `offices-${tag}.csv`, [
    ['Name', 'Code'],
    [office, `archives-${tag}`],
  ]);
  await importCsv(page, 'scholars', `scholars-${tag}.csv`, [
    [
      'Email',
      'First name',
      'Last name',
      'Office',
      'Category',
      'Status',
      'Start date',
      'Confirmed training hours',
      'Terms served',
    ],
    ...scholars.map(({ first, last, email }) => [
      email,
      first,
      last,
      office,
      'Student Assistant',
      'active',
      `${String(start)}-08-15`,
      '130',
      '2',
    ]),
  ]);

  // The page opens on the current term, named so.
  await openApp(page, '/hr-dashboard');
  await sidebarNav(page).getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/hr\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  await expect(page.getByLabel('Term', { exact: true }).locator('option:checked')).toHaveText(
    / \(current\)$/,
  );
  await expect(page.getByText('Current term')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the current term');

  // The past term: the imported scholars were deployed then, but their terms before the system
  // are those imported: nothing open, no one to credit or make inactive.
  await page.getByLabel('Academic year').selectOption(year);
  await page.getByLabel('Term', { exact: true }).selectOption('First Semester');
  await expect(page).toHaveURL(new RegExp(`year=${year}&term=first$`));
  const term = page.getByRole('region', { name: label });
  await expect(term.getByText('Open', { exact: true })).toBeVisible();
  const open = page.getByRole('list', { name: 'Still open' }).getByRole('listitem');
  await expect(open.filter({ hasText: 'Scholars not evaluated' })).toContainText(/^0/);
  const people = page.getByRole('list', { name: 'Scholars of the term' }).getByRole('listitem');
  await expect(people.filter({ hasText: 'Scholars who served' })).toContainText(/^0/);
  await expect(people.filter({ hasText: 'do not continue' })).toContainText(/^0/);
  await expect(page.getByText('This term has never been closed.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a past term');

  // Closing says what it does; with nothing open it asks for no reason.
  await term.getByRole('button', { name: 'Close term…' }).click();
  const closeDialog = page.getByRole('dialog', { name: `Close ${label}?` });
  await expect(closeDialog).toContainText('Freezes its records');
  await expect(closeDialog).toContainText('Makes no scholar inactive.');
  await expect(closeDialog.getByLabel('Reason')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the close dialog');
  await closeDialog.getByRole('button', { name: 'Close term' }).click();
  await expect(closeDialog).toBeHidden();

  await expect(term.getByText('Closed', { exact: true })).toBeVisible();
  const closing = page.getByRole('table', { name: 'Closings' }).getByRole('row').nth(1);
  await expect(closing).toContainText('Nothing was open');
  await expect(closing).toContainText('In force');
  await expectNoSeriousA11yViolations(page, 'a closed term');

  // The term's master list: the scholars deployed then, with the terms they served before.
  await people
    .filter({ hasText: 'Scholars who served' })
    .getByRole('link', { name: 'Master list of the term' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/hr/master-list\\?term=first&year=${year}$`));
  const [first] = scholars;
  if (!first) throw new Error('no scholar');
  const row = page.getByRole('row').filter({ hasText: `${first.last}, ${first.first}` });
  await expect(row.getByTitle('Terms of service')).toHaveText('2');
  await expect(row.getByTitle('Years of service')).toHaveText('1');
  await expect(row).toContainText('Active');
  await expectNoSeriousA11yViolations(page, 'the master list of the closed term');

  // The scholar's record says their service: the terms imported, none credited in the system.
  const { scholars: found } = await graphqlData<{ scholars: { items: { id: string }[] } }>(
    page,
    SCHOLAR_ID,
    { search: first.email },
  );
  await openApp(page, `/hr/scholars?scholar=${found.items[0]?.id ?? ''}`);
  const service = page.getByRole('dialog').getByRole('region', { name: 'Service' });
  await expect(service).toContainText(
    '2 terms, 1 year of service (2 terms imported from before the system)',
  );
  await expect(service).toContainText('No term credited yet');
  await expectNoSeriousA11yViolations(page, "the scholar's service");

  // Reopened with a reason: open again, the history saying when and why.
  await openApp(page, `/hr/terms?year=${year}&term=first`);
  await term.getByRole('button', { name: 'Reopen term…' }).click();
  const reopenDialog = page.getByRole('dialog', { name: `Reopen ${label}?` });
  await expect(reopenDialog).toContainText('Its DTR, evaluations and leave can be changed again.');
  await reopenDialog.getByRole('button', { name: 'Reopen term' }).click();
  await expect(reopenDialog.getByLabel('Reason')).toHaveAccessibleDescription(
    'Say why the term is reopened (3 to 500 characters)',
  );
  const whyReopened = `A late evaluation arrived ${tag}`;
  await reopenDialog.getByLabel('Reason').fill(whyReopened);
  await reopenDialog.getByRole('button', { name: 'Reopen term' }).click();
  await expect(reopenDialog).toBeHidden();
  await expect(term.getByText('Open', { exact: true })).toBeVisible();
  await expect(closing).toContainText(whyReopened);
  await expect(closing).toContainText('Reopened');
  await expectNoSeriousA11yViolations(page, 'a reopened term');

  // On a phone the history is a card per closing, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(
    page.getByRole('list', { name: 'Closings' }).getByRole('listitem').first(),
  ).toContainText(whyReopened);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, 'a reopened term on a phone');
});
