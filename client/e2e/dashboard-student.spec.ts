import { graphqlData, signIn, signInAsStaff, signUpStudent } from './support/accounts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { OPEN_REVIEW, moveTo } from './support/application-review';
import { newApplicant, uniqueSurname } from './support/applications';
import { expectNoSeriousA11yViolations } from './support/axe';
import { interceptLiveSocket } from './support/live-socket';
import { submitRequirements } from './support/requirements';
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

const REVIEW_ITEM = `mutation Review($input: ReviewRequirementItemInput!) {
  reviewRequirementItem(input: $input) { id }
}`;

test('an applicant’s dashboard follows HR live: under review, the interview’s date, time and place, the requirements sent back', async ({
  page: hr,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const applicant = await newApplicant(browser, baseURL, {
    firstName: 'Ada',
    lastName: uniqueSurname('Dash'),
  });
  const { page } = applicant;
  // The page is live once its notification subscriptions are on: HR acts after that.
  const socket = await interceptLiveSocket(page);
  const subscribed = socket.subscriptions();
  await openApp(page, '/student-dashboard');

  const card = page.getByRole('region', { name: 'Your application' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card).toContainText('Student Assistant');
  await expect(card).toContainText('HR is reviewing your application.');
  await expect(card).toContainText('Submitted');
  await expect(card.getByRole('link', { name: 'Submit your six requirements' })).toHaveAttribute(
    'href',
    '/requirements',
  );
  await expectNoSeriousA11yViolations(page, 'student dashboard, application pending');
  await subscribed;
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  // HR, in another browser, opens the application: it is under review.
  await signInAsStaff(hr, 'hr');
  await graphqlData(hr, OPEN_REVIEW, { id: applicant.applicationId });
  await expect(card.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(card).toContainText('HR is reviewing your application.');

  // HR schedules the interview: its date, time, place and notes, as HR wrote them.
  await moveTo(hr, applicant, {
    status: 'interview_scheduled',
    interviewDate: '2099-03-04',
    interviewTime: '14:30',
    interviewLocation: 'HR Office, Room 101',
    interviewNotes: 'Bring your school ID.',
  });
  await expect(card.getByText('Interview Scheduled', { exact: true })).toBeVisible();
  await expect(card).toContainText('Come to your interview.');
  await expect(card).toContainText('Wednesday, March 4, 2099');
  await expect(card).toContainText('2:30 PM');
  await expect(card).toContainText('HR Office, Room 101');
  await expect(card).toContainText('Bring your school ID.');
  await expect(card).not.toContainText('HR is reviewing your application.');
  await expectNoSeriousA11yViolations(page, 'student dashboard, interview scheduled');

  // The student sends the six requirements; HR approves one and sends one back with a note.
  const submissionId = await submitRequirements(page);
  const review = (key: string, status: string, note?: string) =>
    graphqlData(hr, REVIEW_ITEM, { input: { submissionId, key, status, note } });
  await review('resume', 'approved');
  await review('good_moral', 'needs_reupload', 'The certificate is not signed.');
  await expect(card).toContainText('1 of 6 approved');
  await expect(card).toContainText(
    'Photocopy of Good Moral Certificate needs a new file. HR’s note: The certificate is not signed.',
  );
  await expect(
    card.getByRole('link', { name: 'Upload a new file on the Requirements page' }),
  ).toHaveAttribute('href', '/requirements');
  await expect(card.getByRole('link', { name: 'Submit your six requirements' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'student dashboard, a requirement sent back');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await applicant.context.close();
});
