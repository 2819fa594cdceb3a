import type { Browser, Page } from '@playwright/test';

import { graphql, signIn, signInAsStaff, signUpStudent } from './support/accounts';
import { openApp } from './support/app-page';
import {
  myApplications,
  openAsNewApplicant,
  statusCard,
  submitButton,
  submitThroughForm,
  text,
} from './support/application-form';
import { submitApplication } from './support/applications';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';

// A§2.1 the student's status card as HR moves the application, and withdrawal (A§4).

async function signedInStaff(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await newUserContext(browser, baseURL);
  const hr = await context.newPage();
  await signInAsStaff(hr, 'hr');
  return hr;
}

const UPDATE_STATUS = `mutation Update($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { status }
}`;

async function moveTo(hr: Page, id: string, input: Record<string, unknown>) {
  const answer = await graphql(hr, UPDATE_STATUS, { input: { id, ...input } });
  if (answer.errors) throw new Error(`updateApplicationStatus: ${JSON.stringify(answer.errors)}`);
}

test('withdrawing a pending application: confirmation, the withdrawn screen, then an empty form', async ({
  page,
}) => {
  await openAsNewApplicant(page);
  await submitThroughForm(page);

  const withdraw = statusCard(page).getByRole('button', { name: 'Withdraw Application' });
  const dialog = page.getByRole('dialog', { name: 'Withdraw Application?' });
  await withdraw.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusCard(page)).toBeVisible();

  await withdraw.click();
  await dialog.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await expect(
    page.getByRole('heading', { name: 'Application Withdrawn Successfully' }),
  ).toBeVisible();
  await expect(page.getByText('completely removed')).toBeVisible();
  await expect(page.getByText('You may submit a new application at any time.')).toBeVisible();
  expect(await myApplications(page)).toEqual([]);

  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(submitButton(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Student Assistant' })).not.toBeChecked();
  await expect(text(page, 'First Name')).toHaveValue('Ada');
  await expect(text(page, 'Citizenship')).toHaveValue('');
});

test('the status card follows HR: a refused withdrawal, interview details, HR comments, then accepted with the academic e-mail notice', async ({
  page,
  browser,
  baseURL,
}) => {
  // Submitted as the client's API does (the form is application-submit.spec.ts's).
  const student = await signUpVerifiedStudent(page);
  await signIn(page, student);
  const applicationId = await submitApplication(page, { firstName: 'Ada', lastName: 'Lovelace' });
  await openApp(page, '/application');
  await expect(statusCard(page).getByText('Pending', { exact: true })).toBeVisible();

  // HR opens it meanwhile: the student's Withdraw now fails and the card catches up.
  const hr = await signedInStaff(browser, baseURL);
  await graphql(
    hr,
    `
      mutation Open($id: ID!) {
        openApplicationReview(id: $id) {
          status
        }
      }
    `,
    {
      id: applicationId,
    },
  );
  await statusCard(page).getByRole('button', { name: 'Withdraw Application' }).click();
  await page.getByRole('button', { name: 'Yes, Withdraw' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to withdraw application. Please try again.' }),
  ).toBeVisible();
  await expect(statusCard(page).getByText('Under Review', { exact: true })).toBeVisible();
  await expect(statusCard(page).getByRole('button', { name: 'Withdraw Application' })).toBeHidden();

  await moveTo(hr, applicationId, {
    status: 'interview_scheduled',
    interviewDate: '2099-03-04',
    interviewTime: '14:30',
    interviewLocation: 'HR Office, Room 101',
    interviewNotes: 'Bring your school ID.',
    hrComments: 'Good grades; please come on time.',
  });
  await page.reload();
  const interview = page.getByRole('region', { name: 'Interview Details' });
  await expect(interview).toBeVisible();
  await expect(interview).toContainText('2099');
  await expect(interview).toContainText('HR Office, Room 101');
  await expect(interview).toContainText('Bring your school ID.');
  await expect(page.getByRole('region', { name: 'HR Comments' })).toContainText(
    'Good grades; please come on time.',
  );
  await expectNoSeriousA11yViolations(page, 'application status card, interview');

  const offices = await graphql<{ offices: { id: string }[] }>(hr, '{ offices { id } }');
  const officeId = offices.data?.offices[0]?.id;
  await moveTo(hr, applicationId, { status: 'passed_interview', officeId });
  for (const status of ['hours_completed', 'accepted']) {
    await moveTo(hr, applicationId, { status });
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Application Accepted' })).toBeVisible();
  await expect(statusCard(page).getByText('Accepted', { exact: true })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'Academic E-mail Required' });
  await expect(notice).toContainText(student.email);
  await expectNoSeriousA11yViolations(page, 'application status card, accepted');
  await notice.getByRole('link', { name: 'your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await hr.context().close();
});

test('an unverified student is asked to verify the e-mail address first', async ({ page }) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await openApp(page, '/application');

  const card = page.getByRole('region', { name: 'Email Verification Required' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(student.email);
  await expect(card.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'application, unverified');
  await card.getByRole('button', { name: 'Resend Verification' }).click();
  await expect(card.getByText('Verification email sent successfully!')).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);
});
