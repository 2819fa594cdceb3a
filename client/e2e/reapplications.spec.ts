import { uniqueSurname } from '@sasm/test-data';

import { graphqlData, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { tinyPdf } from './support/applications';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { choose, enrolTrainee } from './support/scholars';

// Issue #11 Re-application: an accepted scholar re-applies at /re-apply with a grades file
// (A§2.3), HR reviews it with the facts and accepts it in ReApplication Management (A§2.5),
// and the scholar sees the decision live, without reloading.

const UPDATE_APPLICATION = `mutation Move($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { status }
}`;

test('a scholar re-applies, HR accepts it in the review dialog, the scholar sees it live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'hr');
  const context = await newUserContext(browser, baseURL);
  const s = await context.newPage();
  const lastName = uniqueSurname('Reapply');
  const scholar = await enrolTrainee(s, page, { firstName: 'Rea', lastName, office: 'registrar' });
  for (const status of ['hours_completed', 'accepted'])
    await graphqlData(page, UPDATE_APPLICATION, { input: { id: scholar.applicationId, status } });
  const name = `Rea ${lastName}`;

  // The scholar's form, prefilled from the profile and the deployment.
  await openApp(s, '/re-apply');
  await expect(s.getByRole('heading', { level: 1, name: 'Re-application' })).toBeVisible();
  const form = s.getByRole('form', { name: 'Re-application form' });
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await expect(form.getByRole('combobox', { name: /^Term/ })).toBeVisible();
  await expectNoSeriousA11yViolations(s, 're-application form');
  await form.getByRole('button', { name: 'Submit Re-Application' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please provide at least your Name and ID #.');
  await form.getByRole('textbox', { name: /^ID #/ }).fill('2023-04512');
  await form.getByRole('textbox', { name: 'Course & Year' }).fill('BSIT 3');
  await form
    .getByRole('textbox', { name: 'Reasons for Re-Application' })
    .fill('I want to keep serving the Registrar.');
  await form.getByLabel('Grades file').setInputFiles({
    name: 'grades.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Grades'),
  });
  await expect(form.getByText('grades.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Submit Re-Application' }).click();
  const thisTerm = s.getByRole('region', { name: 'This Term' });
  await expect(thisTerm).toContainText('Pending');
  await expect(thisTerm.getByRole('link', { name: /grades\.pdf/ })).toBeVisible();
  await expectNoSeriousA11yViolations(s, 're-application status');

  // HR reviews it beside the facts and accepts it.
  await openApp(page, '/reapplications');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ReApplication Management' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or ID #' }).fill(lastName);
  await choose(page, 'Scholarship', 'Student Assistant');
  const row = page.getByRole('table', { name: 'Re-applications' }).getByRole('row', {
    name: new RegExp(name),
  });
  await expect(row).toContainText('Pending');
  await expect(page).toHaveURL(/program=student_assistant/);
  await expectNoSeriousA11yViolations(page, 'reapplication management');
  await row.getByRole('button', { name: new RegExp(`^Review ${name}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Review: ${name}`) });
  await expect(dialog.getByText('I want to keep serving the Registrar.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'grades.pdf' })).toBeVisible();
  const facts = dialog.getByRole('definition').filter({ hasText: 'Registrar' });
  await expect(facts.first()).toBeVisible();
  await expect(dialog.getByText('Not evaluated yet')).toBeVisible();
  await choose(dialog, 'Status', 'Accepted');
  await dialog.getByLabel('HR comments').fill('Welcome back for another term.');
  await expectNoSeriousA11yViolations(page, 'reapplication review');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Accepted');

  // The scholar sees it without reloading.
  await expect(thisTerm).toContainText('Accepted');
  await expect(thisTerm).toContainText('Welcome back for another term.');
  await context.close();
});
