import { signIn } from './support/accounts';
import { openApp } from './support/app-page';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';

const WARNING =
  'Your session will expire in 5 minutes due to inactivity. Please interact with the page to stay logged in.';
const SIGNED_OUT = 'You have been signed out due to inactivity.';

test('warns after 55 idle minutes and signs out at 60; activity starts the count again', async ({
  page,
}) => {
  await signIn(page, await signUpVerifiedStudent(page));
  await page.clock.install();
  await openApp(page, '/student-dashboard');

  await page.clock.fastForward('54:30');
  await expect(page.getByText(WARNING)).toBeHidden();
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();

  // Moving the mouse is activity: the 60 minutes start over.
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 260);
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL('/student-dashboard');
  await expect(page.getByText(SIGNED_OUT)).toBeHidden();

  await page.clock.fastForward('50:01');
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('alert').filter({ hasText: SIGNED_OUT })).toBeVisible();

  // The server ended the session too: a reload stays signed out.
  await openApp(page, '/student-dashboard');
  await expect(page).toHaveURL('/signin');
});
