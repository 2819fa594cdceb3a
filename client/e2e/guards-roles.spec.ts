import type { Page } from '@playwright/test';

import { signIn, signUpStudent } from './support/accounts';
import { openApp } from './support/app-page';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';
import { demoAccount } from './support/server-data';

async function expectRedirect(page: Page, from: string, to: string) {
  await openApp(page, from);
  await expect(page).toHaveURL(to);
}

test('a student opening an hr page or a public one lands on the student home', async ({ page }) => {
  await signIn(page, await signUpVerifiedStudent(page));

  await expectRedirect(page, '/hr-dashboard', '/student-dashboard');
  await expectRedirect(page, '/office/dtr', '/student-dashboard');
  await expectRedirect(page, '/signin', '/student-dashboard');
  // Its own pages, with or without a trailing slash, stay put; verified, grades is open.
  await expectRedirect(page, '/grades/', '/grades/');
  await expect(page.getByRole('heading', { level: 1, name: 'Grades' })).toBeVisible();
  await expect(page.getByText('Email Verification Required')).toBeHidden();
});

test('hr opening an office page lands on the hr home', async ({ page }) => {
  await signIn(page, demoAccount('hr'));

  await expectRedirect(page, '/office/dtr', '/hr-dashboard');
  await expectRedirect(page, '/grades', '/hr-dashboard');
  await expectRedirect(page, '/hr/users/', '/hr/users/');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('office opening a student page lands on the office home; /office is its home too', async ({
  page,
}) => {
  await signIn(page, demoAccount('office'));

  await expectRedirect(page, '/application', '/office-dashboard');
  await expectRedirect(page, '/hr/analytics/', '/office-dashboard');
  await expectRedirect(page, '/office', '/office-dashboard');
  await expectRedirect(page, '/office/scholars/', '/office/scholars/');
});

test('an unverified student sees why grades, schedule, re-apply and leave are closed', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);

  for (const path of ['/grades', '/schedule', '/re-apply', '/leave']) {
    await openApp(page, path);
    await expect(page).toHaveURL(path);
    const notice = page.getByRole('alert').filter({ hasText: 'Email Verification Required' });
    await expect(
      notice.getByRole('heading', { name: 'Email Verification Required' }),
    ).toBeVisible();
    await expect(notice).toContainText(student.email);
    await expect(notice).toContainText('Check your inbox');
  }

  // Other student pages stay open to them.
  await openApp(page, '/dtr');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Time Record' })).toBeVisible();
  await expect(page.getByText('Email Verification Required')).toBeHidden();
});
