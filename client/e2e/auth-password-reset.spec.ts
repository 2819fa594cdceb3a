import type { Page } from '@playwright/test';

import { signIn, signUpStudent } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { linkMailedTo, signUpVerifiedStudent } from './support/mailed-links';

const newPassword = (page: Page) => page.getByLabel(/^New Password/);
const confirmPassword = (page: Page) => page.getByLabel(/^Confirm New Password/);
const resetButton = (page: Page) => page.getByRole('button', { name: 'Reset Password' });

test('forgot password: mailed link, a new password that meets the rules, then sign-in', async ({
  page,
}) => {
  const student = await signUpVerifiedStudent(page);
  await openApp(page, '/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/password/forgot');
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill('someone@');
  await send.click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forgot password, invalid');
  await expect(page.getByText('Reset Link Sent!')).toBeHidden();

  await page.getByLabel('Email').fill(student.email);
  await send.click();
  await expect(page.getByText('Reset Link Sent!')).toBeVisible();
  await expect(page.getByText('Check your inbox for a password reset email.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forgot password, sent');

  const link = await linkMailedTo(student.email, '/password/reset?');
  expect(link).toMatch(/^\/password\/reset\?code=[\w-]{43}&exp=\d+$/);
  await openApp(page, link);

  const rules = page.getByRole('list', { name: 'Your password still needs:' });
  await newPassword(page).fill('lower');
  await expect(rules.getByRole('listitem')).toHaveText([
    '8 characters',
    '1 special character (@$!%*?&#)',
    '1 uppercase letter',
    '1 number',
  ]);
  await expectNoSeriousA11yViolations(page, 'reset password');
  await confirmPassword(page).fill('lowercase');
  await resetButton(page).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

  await newPassword(page).fill('lowercase');
  await resetButton(page).click();
  await expect(
    page.getByText(
      'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
    ),
  ).toBeVisible();

  await newPassword(page).fill('Renewed-pass1!');
  await confirmPassword(page).fill('Renewed-pass2!');
  await expect(rules).toBeHidden();
  await resetButton(page).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await newPassword(page).fill(student.password);
  await confirmPassword(page).fill(student.password);
  await resetButton(page).click();
  await expect(
    page.getByText('Your new password must be different from your current password.'),
  ).toBeVisible();

  await newPassword(page).fill('Renewed-pass1!');
  await confirmPassword(page).fill('Renewed-pass1!');
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(newPassword(page)).toHaveAttribute('type', 'text');
  await resetButton(page).click();
  await expect(page.getByText('Password Updated!')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password, done');

  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel(/^Password/).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await page.getByLabel(/^Password/).fill('Renewed-pass1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/student-dashboard');
});

test('a reset link whose time is up, without a code or with an unknown one, is refused', async ({
  page,
}) => {
  const code = 'a'.repeat(43);
  await openApp(page, `/password/reset?code=${code}&exp=${String(Date.now() - 60_000)}`);
  await expect(page.getByText('Invalid or expired reset link.')).toBeVisible();
  await expect(newPassword(page)).toBeHidden();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL('/password/forgot');

  await openApp(page, `/password/reset?exp=${String(Date.now() + 600_000)}`);
  await expect(page.getByText('Invalid or expired reset link.')).toBeVisible();
  await expect(page.getByText('Invalid or missing reset code.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password, bad link');

  await openApp(page, `/password/reset?code=${'b'.repeat(43)}&exp=${String(Date.now() + 600_000)}`);
  await newPassword(page).fill('Renewed-pass1!');
  await confirmPassword(page).fill('Renewed-pass1!');
  await resetButton(page).click();
  await expect(page.getByText('Failed to reset password. Try again.')).toBeVisible();
});

test('a verification link that is not valid says so and offers a way on', async ({ page }) => {
  await openApp(page, '/email/verify/not-a-real-code');
  await expect(page.getByText('The link is either invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
    'href',
    '/signin',
  );
  await expectNoSeriousA11yViolations(page, 'verify e-mail, invalid');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL('/');
});

test('a signed-in student confirms their address from the link and sees it take effect', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await openApp(page, '/grades');
  await expect(page.getByText('Email Verification Required')).toBeVisible();

  const link = await linkMailedTo(student.email, '/email/verify/');
  await openApp(page, link);
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL('/student-dashboard');
  // Without a reload: the signed-in user was refreshed after the verification.
  await page.getByRole('link', { name: 'Grades', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grades' })).toBeVisible();
});
