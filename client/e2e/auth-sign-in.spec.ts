import type { Page } from '@playwright/test';

import { E2E_PRODUCT } from './e2e-product';
import { signUpStudent, type Credentials } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';
import { mailsTo } from './support/server-data';

async function fillSignIn(page: Page, { email, password }: Credentials) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });

test('after sign-in the visitor is back on the page they asked for', async ({ page }) => {
  const student = await signUpVerifiedStudent(page);
  await openApp(page, '/profile');
  await expect(page).toHaveURL('/signin');
  await expect(page).toHaveTitle(`Sign In | ${E2E_PRODUCT.name}`);

  await fillSignIn(page, student);
  await signInButton(page).click();
  await expect(page).toHaveURL('/profile');

  // The sign-in page was replaced in history, not stacked.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/signin/);
});

test('without a remembered page, sign-in leads to the home of the role', async ({ page }) => {
  const student = await signUpVerifiedStudent(page);
  await openApp(page, '/signin');
  await fillSignIn(page, student);
  await signInButton(page).click();
  await expect(page).toHaveURL('/student-dashboard');
});

test('a wrong password shows a red "Sign in failed" box with tips', async ({ page }) => {
  const student = await signUpVerifiedStudent(page);
  await openApp(page, '/signin');
  await fillSignIn(page, { email: student.email, password: 'Wrong-pass1!' });
  await signInButton(page).click();

  const failure = page.getByRole('alert').filter({ hasText: 'Sign in failed' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Invalid email or password');
  await expect(failure).toHaveClass(/MuiAlert-colorError/);
  await expect(failure.getByText('Your password is case-sensitive.')).toBeHidden();
  await failure.getByRole('button', { name: 'More' }).click();
  await expect(failure.getByText('Your password is case-sensitive.')).toBeVisible();
  await expect(failure.getByText('Make sure Caps Lock is turned off.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in, failed');
  await failure.getByRole('button', { name: 'Less' }).click();
  await expect(failure.getByText('Your password is case-sensitive.')).toBeHidden();
  await expect(page).toHaveURL('/signin');
});

test('the button waits for an e-mail and 8 password characters; spaces and the clipboard are refused', async ({
  page,
}) => {
  await openApp(page, '/signin');
  await expect(signInButton(page)).toBeDisabled();
  await page.getByLabel('Email').pressSequentially('some one@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  await page.getByLabel(/^Password/).pressSequentially('1234 567');
  await expect(page.getByLabel(/^Password/)).toHaveValue('1234567');
  await expect(signInButton(page)).toBeDisabled();
  await page.getByLabel(/^Password/).press('8');
  await expect(signInButton(page)).toBeEnabled();

  for (const type of ['paste', 'copy', 'cut']) {
    const refused = await page.getByLabel(/^Password/).evaluate((input, name) => {
      const event = new ClipboardEvent(name, { bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    }, type);
    expect(refused, `${type} is refused`).toBe(true);
  }

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');

  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/password/forgot',
  );
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
});

test('a message about verification shows the yellow box, whose resend sends a new link', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  // The server lets unverified students in; this answer is what a server that refuses them says.
  await page.route('/graphql', async (route) => {
    if (!route.request().postData()?.includes('mutation SignIn')) return route.fallback();
    await route.fulfill({
      json: {
        data: null,
        errors: [
          {
            message: 'Please verify your email address before signing in.',
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      },
    });
  });
  await openApp(page, '/signin');
  await fillSignIn(page, student);
  await signInButton(page).click();

  const box = page.getByRole('alert').filter({ hasText: 'Email verification required' });
  await expect(box).toBeVisible();
  await expect(box).toHaveClass(/MuiAlert-colorWarning/);
  await expect(box).toContainText('Please verify your email address before signing in.');
  await box.getByRole('button', { name: 'More' }).click();
  await expect(box.getByText('Click the verification link in the email.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in, verification required');

  await box.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(
    box.getByText('Verification email sent successfully! Please check your inbox.'),
  ).toBeVisible();
  await expect.poll(() => mailsTo(student.email).length, { timeout: 15_000 }).toBe(2);
  // The outcome shows for 5 seconds.
  await expect(
    box.getByText('Verification email sent successfully! Please check your inbox.'),
  ).toBeHidden();
});
