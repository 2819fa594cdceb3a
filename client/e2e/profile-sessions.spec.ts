import { signIn, signUpStudent } from './support/accounts';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { sidebarNav } from './support/sidebar';

test('ending another session lists it no more and sends that browser to /signin', async ({
  page,
  browser,
  baseURL,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);

  const otherContext = await newUserContext(browser, baseURL);
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, student);
  await openApp(otherPage, '/student-dashboard');

  await openApp(page, '/profile');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Current', { exact: true })).toHaveCount(1);
  await expect(sessions.getByText(/^Chrome on Linux$/)).toHaveCount(2);
  const endButtons = sessions.getByRole('button', { name: /^End session/ });
  await expect(endButtons).toHaveCount(1);

  await endButtons.click();
  const ended = page.getByText('Session ended successfully');
  await expect(ended).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('Current', { exact: true })).toBeVisible();
  await expect(ended).toBeHidden();

  // Its next call is refused; the failed refresh ends the session in that browser.
  await sidebarNav(otherPage).getByRole('link', { name: 'Profile' }).click();
  await expect(otherPage).toHaveURL('/signin');
  await otherContext.close();
});
