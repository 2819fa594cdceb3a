import { signIn, signUpStudent, trySignIn } from './support/accounts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';

test('changing the password checks the form, signs out after 2 s and retires the old password', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await openApp(page, '/profile');

  const card = page.getByRole('region', { name: 'Change Password' });
  const current = card.getByLabel('Current password');
  const next = card.getByLabel('New password', { exact: true });
  const confirm = card.getByLabel('Confirm new password');
  const submit = card.getByRole('button', { name: 'Change Password' });

  await submit.click();
  await expect(card.getByText('Current password is required')).toBeVisible();
  await expect(card.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(card.getByText('Please confirm your password')).toBeVisible();

  await current.fill(student.password);
  await next.fill(student.password);
  await confirm.fill('something-else');
  await submit.click();
  await expect(
    card.getByText('New password must be different from current password'),
  ).toBeVisible();
  await expect(card.getByText("Passwords don't match")).toBeVisible();

  const newPassword = 'Another-Pass2!';
  await current.fill('Wrong-password1!');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(card.getByText('Current password is incorrect')).toBeVisible();

  await current.fill(student.password);
  // The sign-in page shows before the sign-out answer (which renews the XSRF cookie) is in.
  const signedOut = page.waitForResponse((res) =>
    Boolean(res.request().postData()?.includes('mutation SignOut')),
  );
  await submit.click();
  await expect(
    card.getByText('Password changed successfully! Signing you out for security...'),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL('/signin');
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  await signedOut;

  const withOld = await trySignIn(page, student);
  expect(withOld.errors?.[0]?.message).toBe('Invalid email or password');
  const withNew = await trySignIn(page, { email: student.email, password: newPassword });
  expect(withNew.errors).toBeUndefined();
});
