import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { sidebarNav } from './support/sidebar';
import {
  choose,
  newTrainee,
  openScholars,
  scholarDialog,
  scholarRow,
  scholarRows,
} from './support/scholars';

// HR's Scholars: every office's, an Office filter and column, and the reassignment.

test('HR filters the scholars by office and reassigns one: it leaves the old office', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsStaff(page, 'hr');
  const lastName = uniqueSurname('Moved');
  const nora = await newTrainee(browser, baseURL, page, {
    firstName: 'Nora',
    lastName,
    office: 'library',
  });

  await openScholars(page, '/hr/scholars');
  await expect(sidebarNav(page).getByRole('link', { name: 'Scholars' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await choose(page, 'Office', 'Library');
  await expect(page).toHaveURL(/office=/);
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(lastName);
  const row = scholarRow(page, nora);
  await expect(row).toContainText('Library');
  await expect(scholarRows(page)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'HR scholars');

  await row.getByRole('button', { name: 'View' }).click();
  const dialog = scholarDialog(page);
  const reassign = dialog.getByRole('form', { name: 'Reassign office' });
  await choose(reassign, 'New office', 'IT Office');
  await reassign.getByRole('textbox', { name: 'Reassignment comment' }).fill('IT needs help');
  await expectNoSeriousA11yViolations(page, 'scholar dialog, reassignment');
  await reassign.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Nora ${lastName} was reassigned to IT Office.`)).toBeVisible();

  // Gone from the Library's list, found in the IT Office's, with the move in its history.
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No scholars found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'scholars, none found');
  await choose(page, 'Office', 'IT Office');
  await expect(row).toContainText('IT Office');
  await row.getByRole('button', { name: 'View' }).click();
  await expect(dialog.getByRole('list', { name: 'Scholar history' })).toContainText(
    'Office: Library → IT Office',
  );
  await expect(dialog.getByRole('list', { name: 'Scholar history' })).toContainText(
    'IT needs help',
  );
  await expect(dialog.getByText('Offices served')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
