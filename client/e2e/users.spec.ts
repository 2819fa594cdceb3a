import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { signIn, signInAsStaff, signUpStudent } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { linkMailedTo } from './support/mailed-links';
import { sidebarNav } from './support/sidebar';

// Users and staff accounts (issue #12): HR brings in a new office account by invitation, and
// suspends a student who is signed in elsewhere.

async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await newUserContext(browser, baseURL);
  return context.newPage();
}

test('HR invites an office account; the invitee sets a password from the mail and lands on the office dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-invite-${randomUUID().slice(0, 8)}@example.com`;
  await signInAsStaff(page, 'hr');
  await openApp(page, '/hr/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'users');

  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/view=invitations/);
  await page.getByRole('button', { name: 'Invite Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Staff' });
  // The office is required for an office account, said on the field.
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Olivia');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Mendoza');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Choose the office of an office account.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Office' }).selectOption({ label: 'Library' });
  await expectNoSeriousA11yViolations(page, 'invite dialog');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Pending invitations' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('Office · Library');
  await expect(row).toContainText('Pending');
  await expectNoSeriousA11yViolations(page, 'invitations');

  // The invitee, in a browser of their own, follows the mailed link.
  const link = await linkMailedTo(email, '/invitation?code=');
  const invitee = await otherBrowser(browser, baseURL);
  await openApp(invitee, link);
  await expect(
    invitee.getByRole('heading', { level: 1, name: 'Set Up Your Account' }),
  ).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(invitee, 'accept invitation');
  await invitee.getByLabel(/^Password/).fill('Library-Desk-2026!');
  await invitee.getByLabel(/^Confirm Password/).fill('Library-Desk-2026!');
  await invitee.getByRole('button', { name: 'Activate Account' }).click();
  await expect(invitee).toHaveURL('/office-dashboard');
  await expectNoSeriousA11yViolations(invitee, 'office dashboard');

  // Used once: the link now says so, and the invitation has left HR's list.
  await openApp(invitee, link);
  await expect(invitee.getByText('This invitation link is invalid or has expired.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).not.toContainText(email);
  await invitee.context().close();
});

test('HR suspends a student signed in elsewhere: that browser is sent to /signin on its next action', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const studentPage = await otherBrowser(browser, baseURL);
  const student = await signUpStudent(studentPage, { firstname: 'Sid', lastname: 'Suspendido' });
  await signIn(studentPage, student);
  await openApp(studentPage, '/student-dashboard');

  await signInAsStaff(page, 'hr');
  await openApp(page, '/hr/users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(student.email);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'View Sid Suspendido' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog.getByText(student.email)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Suspended' });
  await expectNoSeriousA11yViolations(page, 'user dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sid Suspendido is now Student, suspended.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: student.email })).toContainText(
    'Suspended',
  );

  // The history shows who changed what.
  await table.getByRole('button', { name: 'View Sid Suspendido' }).click();
  await expect(dialog.getByRole('list', { name: 'Change history' })).toContainText(
    'Status: Active → Suspended',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The student's next action finds the session over, and signing in again says why.
  await sidebarNav(studentPage).getByRole('link', { name: 'Profile' }).click();
  await expect(studentPage).toHaveURL('/signin');
  await studentPage.getByLabel('Email').fill(student.email);
  await studentPage.getByLabel(/^Password/).fill(student.password);
  await studentPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    studentPage.getByText('Your account is suspended. Please contact the HR office.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(studentPage, 'sign-in, suspended');
  await studentPage.context().close();
});
