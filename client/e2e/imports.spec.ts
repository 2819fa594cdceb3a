import { readFile } from 'node:fs/promises';

import type { Download, Locator, Page } from '@playwright/test';
import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { sidebarNav } from './support/sidebar';

// HR's import of offices: the template, a file with a bad row checked (its message on its row
// and column, the rows in error downloaded), the fixed file applied and listed, and the same
// file again changing nothing. The offices are this test's own (a random tag in names and codes).

/** A spreadsheet as HR saves it from Excel: CSV UTF-8 with CRLF lines. */
function csvFile(name: string, rows: string[][]) {
  const text = rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

async function downloaded(page: Page, link: Locator): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '');
  return { file, text };
}

/** Drops a file on the upload zone, as a mouse user does (the button is the keyboard's way). */
async function dropFile(page: Page, file: ReturnType<typeof csvFile>) {
  const transfer = await page.evaluateHandle(
    ({ name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return data;
    },
    { name: file.name, type: file.mimeType, bytes: [...file.buffer] },
  );
  const zone = page.getByTestId('file-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

const counts = (page: Page) => page.getByRole('list', { name: 'Counts' }).getByRole('listitem');

test('HR imports offices: a bad row explained, the fixed file applied, the same file again unchanged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueSurname('').toLowerCase();
  const good = [
    [`Career Center ${tag}`, `career-${tag}`],
    [`Alumni Office ${tag}`, `alumni-${tag}`],
  ];
  const header = ['Name', 'Code'];
  // File names of this run's own: a retry's history still holds the first attempt's imports.
  const firstName = `offices-${tag}.csv`;
  const fixedName = `offices-fixed-${tag}.csv`;
  await signInAsStaff(page, 'hr');
  await openApp(page, '/hr-dashboard');
  await sidebarNav(page).getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/hr\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the import page');

  // The kind's columns and its template.
  await page.getByLabel('What the file holds').selectOption('Offices');
  const columns = page.getByRole('list', { name: 'Columns of offices' });
  await expect(columns.getByRole('listitem')).toHaveText([
    /^Name \(required\)/,
    /^Code \(required\)/,
  ]);
  const template = await downloaded(page, page.getByRole('link', { name: 'CSV template' }));
  expect(template.file.suggestedFilename()).toBe('offices-import-template.csv');
  expect(template.text.split('\r\n')[0]).toBe('Name,Code');
  await expectNoSeriousA11yViolations(page, 'the import page with its kind chosen');

  // Two good rows and one whose code has a space: checked, nothing written, the row explained.
  await page
    .getByLabel('File of offices', { exact: true })
    .setInputFiles(
      csvFile(firstName, [header, ...good, [`Sports Office ${tag}`, `sports ${tag}`]]),
    );
  await expect(page).toHaveURL(/\?import=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
  await expect(counts(page)).toHaveText([
    '2 to create',
    '0 to update',
    '0 unchanged',
    '1 in error',
  ]);
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  const errors = page.getByRole('table', { name: 'Rows in error' });
  await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Row 4',
    'Code',
    'Code must be letters and digits, with hyphens between (e.g. "student-affairs")',
    `Sports Office ${tag}`,
  ]);
  const errorFile = await downloaded(
    page,
    page.getByRole('link', { name: 'Download rows in error (CSV)' }),
  );
  expect(errorFile.file.suggestedFilename()).toBe(`offices-${tag}-rows-in-error.csv`);
  expect(errorFile.text.split('\r\n').slice(0, 2)).toEqual([
    'Name,Code,errors',
    `Sports Office ${tag},sports ${tag},"Code: Code must be letters and digits, with hyphens between (e.g. ""student-affairs"")"`,
  ]);
  await page.getByRole('tab', { name: 'To create (2)' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Rows to create' })
      .getByRole('row')
      .filter({ hasText: 'Row 2' }),
  ).toContainText(`Career Center ${tag}`);
  await expectNoSeriousA11yViolations(page, 'a preview with a row in error');

  // The fixed file, dropped: applied after the dialog says what it writes.
  await page.getByRole('link', { name: 'New import' }).click();
  await page.getByLabel('What the file holds').selectOption('Offices');
  const fixed = csvFile(fixedName, [header, ...good, [`Sports Office ${tag}`, `sports-${tag}`]]);
  await dropFile(page, fixed);
  await expect(page.getByRole('heading', { level: 2, name: fixedName })).toBeVisible();
  await expect(counts(page)).toHaveText([
    '3 to create',
    '0 to update',
    '0 unchanged',
    '0 in error',
  ]);
  await page.getByRole('button', { name: 'Apply…' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply ${fixedName}?` });
  await expect(dialog).toContainText('Create 3 offices.');
  await expect(dialog).toContainText('all its rows or none');
  await expectNoSeriousA11yViolations(page, 'the apply dialog');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Applied by .+: 3 created, 0 updated, 0 unchanged\.$/),
  ).toBeVisible();
  await expect(counts(page)).toHaveText(['3 created', '0 updated', '0 unchanged', '0 in error']);
  const history = page.getByRole('table', { name: 'Imports' });
  const appliedRow = history.getByRole('row').filter({ hasText: fixedName });
  await expect(appliedRow).toContainText('Applied');
  await expect(appliedRow).toContainText('3 created');
  await expectNoSeriousA11yViolations(page, 'an applied import');

  // The same file again: every row already as the file says.
  await page.getByRole('link', { name: 'New import' }).click();
  await page.getByLabel('What the file holds').selectOption('Offices');
  await page.getByLabel('File of offices', { exact: true }).setInputFiles(fixed);
  await expect(counts(page)).toHaveText([
    '0 to create',
    '0 to update',
    '3 unchanged',
    '0 in error',
  ]);
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Discarded: nothing was written.')).toBeVisible();

  // The history opens the applied import's report; on a phone, as cards.
  await page.setViewportSize({ width: 360, height: 740 });
  const card = page
    .getByRole('list', { name: 'Imports' })
    .getByRole('listitem')
    // Case matters: the discarded upload of the same file reads "Checked, not applied" until the list refetches.
    .filter({ hasText: /Applied/ })
    .filter({ hasText: fixedName });
  await card.getByRole('link', { name: `Open the report of ${fixedName}`, exact: false }).click();
  await expect(page.getByText(/^Applied by .+: 3 created/)).toBeVisible();
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, 'an import report on a phone');
});
