import { randomUUID } from 'node:crypto';

import { signIn, signUpStudent } from './support/accounts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoAccount, mailsTo } from './support/server-data';

const newAddress = () => `e2e-new-${randomUUID().slice(0, 8)}@example.com`;

test('personal info and the e-mail change: validation, pending, cancel dialog, then the 5-minute block', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await openApp(page, '/profile');
  await expect(page).toHaveTitle(/^Profile Settings \| /);

  const personal = page.getByRole('region', { name: 'Personal Info' });
  await expect(personal).toContainText('Ada Lovelace');
  await expect(personal).toContainText('Student');
  await expect(personal).toContainText('Active');
  await expect(personal).toContainText(String(new Date().getFullYear()));

  const card = page.getByRole('region', { name: 'Email Management' });
  await expect(card).toContainText(student.email);
  await expect(card.getByText('Unverified')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile');

  const field = card.getByRole('textbox', { name: 'New email address' });
  const submit = card.getByRole('button', { name: 'Change Email' });
  await submit.click();
  await expect(card.getByText('Email is required')).toBeVisible();
  await field.fill('not-an-address');
  await submit.click();
  await expect(card.getByText('Invalid email address')).toBeVisible();
  await field.fill(student.email);
  await submit.click();
  await expect(card.getByText('New email must be different from current email')).toBeVisible();
  await field.fill(demoAccount('student').email);
  await submit.click();
  await expect(card.getByText('Email is already in use')).toBeVisible();

  const pendingAddress = newAddress();
  await field.fill(pendingAddress);
  await submit.click();
  await expect(card.getByText('Verification email sent to your new email address!')).toBeVisible();
  await expect(card.getByText(pendingAddress)).toBeVisible();
  await expect(field).toBeDisabled();
  await expect.poll(() => mailsTo(pendingAddress).length).toBe(1);

  const cancel = card.getByRole('button', { name: 'Cancel email change' });
  const dialog = page.getByRole('dialog', { name: 'Cancel Email Change' });
  await cancel.click();
  await dialog.getByRole('button', { name: 'Keep Pending' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(pendingAddress)).toBeVisible();

  await cancel.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByText(pendingAddress)).toBeVisible();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Yes, Cancel Change' }).click();
  await expect(card.getByText('Email change cancelled successfully!')).toBeVisible();
  await expect(card.getByText(pendingAddress)).toBeHidden();
  await expect(field).toBeEnabled();

  // The server allows one change request per 5 minutes, cancelled or not.
  await field.fill(newAddress());
  await submit.click();
  const block = card.getByRole('alert').filter({
    hasText: 'Please wait 5 minutes before requesting another email change',
  });
  await expect(block).toBeVisible();
  await expect(block.getByRole('timer')).toHaveText(/^0[45]:[0-5]\d$/);
  await expect(field).toBeDisabled();
  const blockedUntil = Number(
    await page.evaluate(() => localStorage.getItem('emailChangeBlockedUntil')),
  );
  expect(blockedUntil - Date.now()).toBeGreaterThan(290_000);
  expect(blockedUntil - Date.now()).toBeLessThanOrEqual(300_000);

  await page.reload();
  await expect(block).toBeVisible();
  await expect(field).toBeDisabled();
  const before = await block.getByRole('timer').innerText();
  await expect(block.getByRole('timer')).not.toHaveText(before);
  await expect(block.getByRole('timer')).toHaveText(/^04:[0-5]\d$/);
});
