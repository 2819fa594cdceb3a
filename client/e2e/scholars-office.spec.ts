import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { holdRefetches } from './support/held-refetches';
import { expect, test } from './support/journey-test';
import {
  choose,
  newTrainee,
  openScholars,
  scholarDialog,
  scholarRow,
  scholarRows,
  setScholarStatus,
  signInAsOfficeStaff,
} from './support/scholars';

// A§2.4 Scholars for office staff: their office's trainees and scholars only, filters in
// the address, and the View dialog's status change persisted (a lost race told, not lost).

test("Library staff see only the Library's scholars, filter them and suspend one", async ({
  page,
  browser,
  baseURL,
}) => {
  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signInAsStaff(hr, 'hr');
  const lastName = uniqueSurname('Scholar');
  const [lina, mario, rita] = await Promise.all([
    newTrainee(browser, baseURL, hr, { firstName: 'Lina', lastName, office: 'library' }),
    newTrainee(browser, baseURL, hr, {
      firstName: 'Mario',
      lastName,
      office: 'library',
      position: 'student_marshal',
    }),
    newTrainee(browser, baseURL, hr, { firstName: 'Rita', lastName, office: 'registrar' }),
  ]);

  await signInAsOfficeStaff(page, 'library');
  await openScholars(page, '/office/scholars');
  await expect(page.getByText('Trainees and scholars of the Library.')).toBeVisible();

  // The Registrar's trainee shares the surname searched for, yet is not the Library's.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
  await expect(scholarRows(page)).toHaveCount(2);
  await expect(scholarRow(page, mario)).toBeVisible();
  await expect(scholarRow(page, rita)).toHaveCount(0);
  const row = scholarRow(page, lina);
  await expect(row).toContainText(lina.email);
  await expect(row).toContainText('Student Assistant');
  await expect(row).toContainText('Trainee');
  await expect(row.getByText('Active')).toHaveText('ACTIVE', { useInnerText: true });
  await expectNoSeriousA11yViolations(page, 'office scholars');

  await choose(page, 'Scholar Type', 'Student Marshal');
  await expect(page).toHaveURL(/type=student_marshal/);
  await expect(scholarRows(page)).toHaveCount(1);
  await expect(scholarRow(page, mario)).toBeVisible();
  await choose(page, 'Scholar Type', 'All types');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(lina.email);
  await expect(scholarRows(page)).toHaveCount(1);

  await row.getByRole('button', { name: 'View' }).click();
  const dialog = scholarDialog(page);
  const details = dialog.getByRole('definition');
  await expect(details.getByText('Trainee', { exact: true })).toBeVisible();
  await expect(details.getByText('Library', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Scholar history' })).toContainText(
    'Stage set to Trainee',
  );
  await expect(
    dialog.getByRole('combobox', { name: 'Status' }).locator('option:checked'),
  ).toHaveText('Active');
  await expectNoSeriousA11yViolations(page, 'scholar dialog');

  // HR changes the status meanwhile: the Save is refused, the dialog shows the new state.
  // (The list is not refreshed until then: see holdRefetches.)
  const releaseList = await holdRefetches(page, 'Scholars');
  await setScholarStatus(hr, lina.scholarId, 'inactive');
  await choose(dialog, 'Status', 'Suspended');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Missed three duty days');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed by someone else');
  await releaseList();
  await expect(
    dialog.getByRole('combobox', { name: 'Status' }).locator('option:checked'),
  ).toHaveText('Inactive');
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue(
    'Missed three duty days',
  );
  await expectNoSeriousA11yViolations(page, 'scholar dialog, conflict');

  await choose(dialog, 'Status', 'Suspended');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Lina ${lastName} is now suspended.`)).toBeVisible();
  await expect(row.getByText('Suspended')).toHaveText('SUSPENDED', { useInnerText: true });

  // Persisted: after a reload (same filters, from the address) and in the audit trail.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue(
    lina.email,
  );
  await expect(row.getByText('Suspended')).toHaveText('SUSPENDED', { useInnerText: true });
  await choose(page, 'Status', 'Suspended');
  await expect(page).toHaveURL(/status=suspended/);
  await expect(scholarRows(page)).toHaveCount(1);
  await row.getByRole('button', { name: 'View' }).click();
  const history = dialog.getByRole('list', { name: 'Scholar history' });
  await expect(history).toContainText('Status: Active → Inactive');
  await expect(history).toContainText('Status: Inactive → Suspended');
  await expect(history).toContainText('Missed three duty days');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A change that arrives live while a status is picked undoes the pick and says so: HR
  // sets Lina inactive, then a new trainee's notice makes the Library's list refresh.
  await choose(page, 'Status', 'All');
  await row.getByRole('button', { name: 'View' }).click();
  await choose(dialog, 'Status', 'Active');
  await setScholarStatus(hr, lina.scholarId, 'inactive');
  await newTrainee(browser, baseURL, hr, { firstName: 'Nora', lastName, office: 'library' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This was changed by someone else in the meantime: the form now shows it as it is. Choose again, then save.',
  );
  await expect(
    dialog.getByRole('combobox', { name: 'Status' }).locator('option:checked'),
  ).toHaveText('Inactive');

  await hrContext.close();
});
