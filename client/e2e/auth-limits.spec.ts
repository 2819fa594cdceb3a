import type { Page } from '@playwright/test';

import { graphql, signUpStudent, trySignIn } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';

const FORGOT = `mutation Forgot($input: EmailInput!) { forgotPassword(input: $input) { message } }`;
const WAIT_ONE_MINUTE = 'Too many attempts. Try again in 1 minute.';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a student who keeps mistyping is told on the sign-in screen how long to wait', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  await openApp(page, '/signin');
  // The fifth failure from this browser starts a 30-second wait. Four come through the API
  // (what each answers is server/test/auth-limits-signin.test.ts's), the fifth through the form.
  for (let i = 0; i < 4; i++) {
    await trySignIn(page, { email: student.email, password: 'Wrong-pass1!' });
  }
  await signInThroughForm(page, student.email, 'Wrong-pass1!');
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in failed' })).toContainText(
    'Invalid email or password',
  );

  await signInThroughForm(page, student.email, student.password);
  const failure = page.getByRole('alert').filter({ hasText: 'Sign in failed' });
  await expect(failure).toContainText(WAIT_ONE_MINUTE);
  await expect(page).toHaveURL('/signin');
  await expectNoSeriousA11yViolations(page, 'sign-in, too many attempts');
});

test('the forgot-password screen shows the wait when an address asked too often', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  // Five requests use up the address's hour (server/test/rate-limit.test.ts counts them).
  for (let i = 0; i < 5; i++) {
    await graphql(page, FORGOT, { input: { email: student.email } });
  }
  await openApp(page, '/password/forgot');
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. Try again in \d+ minutes\.$/,
  );
  await expectNoSeriousA11yViolations(page, 'forgot password, too many requests');
});
