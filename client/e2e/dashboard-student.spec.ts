import { signIn, signUpStudent } from './support/accounts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoAccount, mailsTo } from './support/server-data';

const QUICK_ACTIONS = [
  { name: 'View Grades', path: '/grades' },
  { name: 'Notifications', path: '/notifications' },
  { name: 'View Schedule', path: '/schedule' },
  { name: 'DTR', path: '/dtr' },
  { name: 'Apply / Forms', path: '/application' },
  { name: 'Profile', path: '/profile' },
];

test('an unverified student sees the banner; Resend Verification sends a second mail', async ({
  page,
}) => {
  const student = await signUpStudent(page);
  await signIn(page, student);
  await openApp(page, '/student-dashboard');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' }),
  ).toBeVisible();
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText(student.email);
  await expect(banner).toContainText('Some features may be limited');
  await expect(banner.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect.poll(() => mailsTo(student.email).length).toBe(1);
  await expectNoSeriousA11yViolations(page, 'student dashboard, unverified');

  await banner.getByRole('button', { name: 'Resend Verification' }).click();
  const sent = banner.getByText('Verification email sent successfully! Please check your inbox.');
  await expect(sent).toBeVisible();
  await expect.poll(() => mailsTo(student.email).length).toBe(2);
  await expect(sent).toBeHidden();
});

test('a verified student sees no banner, and Quick Actions lead to the student pages', async ({
  page,
}) => {
  await signIn(page, demoAccount('student'));
  await openApp(page, '/student-dashboard');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Sam Student!' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Student Dashboard \| /);
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  for (const { name, path } of QUICK_ACTIONS) {
    await expect(actions.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await expectNoSeriousA11yViolations(page, 'student dashboard');
  await actions.getByRole('link', { name: 'View Schedule' }).click();
  await expect(page).toHaveURL('/schedule');
});
