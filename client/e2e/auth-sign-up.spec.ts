import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { E2E_PRODUCT } from './e2e-product';
import { signUpStudent } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { linkMailedTo } from './support/mailed-links';

const AGE_CHECKBOX = 'I confirm that I am not over 24 years old and a senior highschool graduate.';

function newEmail(): string {
  return `signup-${randomUUID().slice(0, 8)}@example.com`;
}

async function fillSignUp(
  page: Page,
  values: { firstname: string; lastname: string; email: string; password: string; confirm: string },
) {
  await page.getByLabel('First Name').fill(values.firstname);
  await page.getByLabel('Last Name').fill(values.lastname);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel(/^Password/).fill(values.password);
  await page.getByLabel(/^Confirm Password/).fill(values.confirm);
}

const createAccount = (page: Page) => page.getByRole('button', { name: 'Create Account' });

test('signs up, verifies from the mailed link and signs in to the student home', async ({
  page,
}) => {
  const email = newEmail();
  const password = 'Scholar-2024!';
  await openApp(page, '/signup');
  await expect(page).toHaveTitle(`Sign Up | ${E2E_PRODUCT.name}`);

  await fillSignUp(page, {
    firstname: 'maria',
    lastname: 'clara',
    email,
    password,
    confirm: password,
  });
  await expect(page.getByLabel('First Name')).toHaveValue('Maria');
  await expect(page.getByLabel('Last Name')).toHaveValue('Clara');
  await expect(createAccount(page)).toBeDisabled();
  await page.getByLabel(AGE_CHECKBOX).check();
  await createAccount(page).click();

  await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page.getByText(/spam or junk folder/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up, created');

  const link = await linkMailedTo(email, '/email/verify/');
  await openApp(page, link);
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'verify e-mail, verified');
  // After 2 s, to the student home, which first asks an anonymous visitor to sign in.
  await expect(page).toHaveURL('/signin');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/student-dashboard');
  // Verified: the pages closed to unverified students open.
  await openApp(page, '/grades');
  await expect(page.getByRole('heading', { level: 1, name: 'Grades' })).toBeVisible();
});

test('shows the validation messages of the spec under each field', async ({ page }) => {
  await openApp(page, '/signup');
  await fillSignUp(page, {
    firstname: 'A',
    lastname: 'Sm1th',
    email: 'not-an-address',
    password: 'short',
    confirm: 'tiny',
  });
  await page.getByLabel(AGE_CHECKBOX).check();
  await createAccount(page).click();

  await expect(page.getByText('First name must be at least 2 characters long')).toBeVisible();
  await expect(page.getByText('Last name must contain only letters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters long', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Confirm password must be at least 8 characters long')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up, invalid');

  await page.getByLabel(/^Password/).fill('Longer-pass1');
  await page.getByLabel(/^Confirm Password/).fill('Longer-pass2');
  await createAccount(page).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeHidden();
});

test('names take letters only and start with a capital; no spaces in e-mail and passwords; the password checklist', async ({
  page,
}) => {
  await openApp(page, '/signup');
  await page.getByLabel('First Name').pressSequentially('jo3 h.n');
  await expect(page.getByLabel('First Name')).toHaveValue('John');
  await page.getByLabel('Email').pressSequentially('a b@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('ab@example.com');
  await page.getByLabel(/^Password/).pressSequentially('pass word');
  await expect(page.getByLabel(/^Password/)).toHaveValue('password');

  // The checklist lists what is still missing.
  const checklist = page.getByRole('list', { name: 'Your password should have:' });
  await page.getByLabel(/^Password/).fill('abc');
  await expect(checklist.getByRole('listitem')).toHaveText([
    '8 characters',
    '1 special character (@$!%*?&#)',
    '1 uppercase letter',
    '1 number',
  ]);
  await page.getByLabel(/^Password/).fill('Abcdefg1!');
  await expect(checklist).toBeHidden();
});

test('an address already in use gets the spec text', async ({ page }) => {
  const existing = await signUpStudent(page);
  await openApp(page, '/signup');
  await fillSignUp(page, {
    firstname: 'Jose',
    lastname: 'Rizal',
    email: existing.email,
    password: 'Another-pass1!',
    confirm: 'Another-pass1!',
  });
  await page.getByLabel(AGE_CHECKBOX).check();
  await createAccount(page).click();

  await expect(
    page.getByText(
      'An account with this email address already exists. Please use a different email or try signing in.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
});
