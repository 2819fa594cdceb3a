import { uniqueSurname } from '@sasm/test-data';

import { graphqlData, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { notificationCard, openNotificationsPage } from './support/notifications';
import { choose, enrolTrainee, signInAsOfficeStaff } from './support/scholars';

// A§2.4 Office - Scholar Evaluation and A§2.5 Evaluations: Library staff pick their trainee
// from the cards and rate the five criteria (by keyboard too); the trainee is notified and
// the notification opens the evaluation on their dashboard; HR finds it by the office filter.

const SAVE_EVALUATION = `mutation Save($input: SaveEvaluationInput!) {
  saveEvaluation(input: $input) { id }
}`;

test('the Library evaluates its trainee, who reads it, and HR finds it by office', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const newPage = async () => {
    const context = await newUserContext(browser, baseURL);
    return context.newPage();
  };
  const hr = await newPage();
  await signInAsStaff(hr, 'hr');
  const student = await newPage();
  const lastName = uniqueSurname('Eval');
  await enrolTrainee(student, hr, { firstName: 'Elsa', lastName, office: 'library' });
  const name = `Elsa ${lastName}`;

  await signInAsOfficeStaff(page, 'library');
  // A link to a scholar there is not: said so, with Back and no Retry (the answer stays the same).
  await openApp(page, '/office/evaluation?scholar=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Scholar not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await openApp(page, '/office/evaluation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Office - Scholar Evaluation' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Office - Scholar Evaluation \| /);
  // The search goes to the server: every scholar of a large office can be found.
  const searched = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      request.postData()?.includes(`"search":"${lastName}"`) === true,
  );
  await page.getByRole('searchbox', { name: 'Search scholars' }).fill(lastName);
  await searched;
  const cards = page.getByRole('list', { name: 'Scholars of the office' });
  await expect(cards.getByRole('button')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'evaluation scholar cards');
  await cards.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/scholar=/);

  const form = page.getByRole('form', { name: 'Evaluation' });
  await expect(form.getByText('Not evaluated for this term yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'evaluation form');
  await form.getByRole('button', { name: 'Save Evaluation' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rate at least one criterion or write remarks.');

  // A rating by keyboard: Space picks the focused star, arrows move along the stars.
  await form.getByRole('radio', { name: 'Attendance: 4 of 5' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Attendance: 5 of 5' })).toBeChecked();
  const rate = async (criterion: string, stars: number) => {
    await form.getByRole('radio', { name: `${criterion}: ${String(stars)} of 5` }).focus();
    await page.keyboard.press('Space');
  };
  await rate('Punctuality', 3);
  await rate('Engagement', 4);
  await rate('Attitude', 2);
  await expect(form.getByRole('radio', { name: 'Attitude: 2 of 5' })).toBeChecked();
  await form.getByRole('button', { name: 'Clear the Attitude rating' }).click();
  await expect(form.getByRole('radio', { name: 'Attitude: 2 of 5' })).not.toBeChecked();
  await form.getByRole('textbox', { name: 'Attendance comment (optional)' }).fill('Never absent');
  await form.getByRole('textbox', { name: 'Remarks' }).fill('A quick learner.');
  await form.getByRole('button', { name: 'Save Evaluation' }).click();
  await expect(form.getByRole('status')).toHaveText('Evaluation saved.');
  await expect(form.getByText(/^Saved .* Saving again updates it/)).toBeVisible();

  // The trainee's notification opens the evaluation on their dashboard, read-only.
  await openNotificationsPage(student);
  await notificationCard(student, 'New Evaluation').click();
  await expect(student).toHaveURL(/\/student-dashboard\?evaluation=/);
  const mine = student.getByRole('dialog', { name: 'Evaluation' });
  await expect(mine).toContainText('Library');
  await expect(mine).toContainText('Never absent');
  await expect(mine).toContainText('Score: 4.0');
  await expect(mine.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(student, 'my evaluation dialog');
  await mine.getByRole('button', { name: 'Close' }).click();
  await expect(student.getByRole('list', { name: 'My evaluations' })).toContainText('Score 4.0');

  await openApp(hr, '/hr/evaluations');
  await expect(hr.getByRole('heading', { level: 1, name: 'Evaluations' })).toBeVisible();
  await choose(hr, 'Office', 'Library');
  await expect(hr).toHaveURL(/office=/);
  await hr.getByRole('searchbox', { name: 'Search by student name or office' }).fill(lastName);
  const rows = hr.getByRole('table', { name: 'Evaluations' }).locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('Student Assistant');
  await expect(rows.first()).toContainText('4.0');
  await expectNoSeriousA11yViolations(hr, 'hr evaluations');
  await choose(hr, 'Office', 'Registrar');
  await expect(hr.getByText('No evaluations found.')).toBeVisible();
  await choose(hr, 'Office', 'Library');
  await rows.first().getByRole('button', { name: 'View' }).click();
  const details = hr.getByRole('dialog', { name: 'Evaluation Details' });
  await expect(details).toContainText('A quick learner.');
  await expect(details).toContainText('Not changed since it was first saved.');
  await expectNoSeriousA11yViolations(hr, 'evaluation details');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Saved elsewhere meanwhile: this form's save fails with the spec's words and the reason.
  const { currentAcademicTerm } = await graphqlData<{
    currentAcademicTerm: { term: string; academicYear: string };
  }>(page, '{ currentAcademicTerm { term academicYear } }');
  await graphqlData(page, SAVE_EVALUATION, {
    input: {
      scholarId: new URL(page.url()).searchParams.get('scholar'),
      ...currentAcademicTerm,
      expectedVersion: 1,
      remarks: 'Changed elsewhere.',
    },
  });
  await form.getByRole('textbox', { name: 'Remarks' }).fill('A quick learner indeed.');
  await form.getByRole('button', { name: 'Save Evaluation' }).click();
  const failure = form.getByRole('alert');
  await expect(failure.getByText('Failed to save evaluation.', { exact: true })).toBeVisible();
  await expect(failure).toContainText('saved by someone else in the meantime');

  await hr.context().close();
  await student.context().close();
});
