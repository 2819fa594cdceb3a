import type { Page } from '@playwright/test';

import { graphql, signIn } from './support/accounts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { sidebarNav } from './support/sidebar';
import { demoAccount, type DemoRole } from './support/server-data';

/** Each link's name as assistive technology reads it, without an unread count, and its target. */
async function linksOf(page: Page): Promise<[string, string | null][]> {
  const links = await sidebarNav(page).getByRole('link').all();
  return Promise.all(
    links.map(async (link) => {
      const name = /^- link "(.*?)"/.exec(await link.ariaSnapshot())?.[1] ?? '';
      return [name.replace(/, \d+\+? unread$/, ''), await link.getAttribute('href')];
    }),
  );
}

const EXPECTED_LINKS: Record<DemoRole, { home: string; links: [string, string][] }> = {
  student: {
    home: '/student-dashboard',
    links: [
      ['Dashboard', '/student-dashboard'],
      ['Grades', '/grades'],
      ['DTR', '/dtr'],
      ['Punch in', '/dtr/punch'],
      ['Schedule', '/schedule'],
      ['Profile', '/profile'],
      ['Notifications', '/notifications'],
    ],
  },
  hr: {
    home: '/hr-dashboard',
    links: [
      ['Dashboard', '/hr-dashboard'],
      ['Evaluations', '/hr/evaluations'],
      ['Analytics', '/hr/analytics'],
      ['Requirements', '/hr/requirements'],
      ['Applications', '/applications'],
      ['Scholars', '/hr/scholars'],
      ['Master List', '/hr/master-list'],
      ['Scholar Requests', '/hr/requests'],
      ['Reapplications', '/reapplications'],
      ['Users', '/hr/users'],
      ['Leave Management', '/leave-management'],
      ['Calendar', '/hr/calendar'],
      ['Terms', '/hr/terms'],
      ['Import', '/hr/import'],
      ['Kiosk', '/office/kiosk'],
      ['Profile', '/profile'],
      ['Notifications', '/notifications'],
    ],
  },
  office: {
    home: '/office-dashboard',
    links: [
      ['Dashboard', '/office-dashboard'],
      ['DTR', '/office/dtr'],
      ['Kiosk', '/office/kiosk'],
      ['Evaluation', '/office/evaluation'],
      ['Leave Requests', '/office/leave-requests'],
      ['Requests', '/office/requests'],
      ['Scholars', '/office/scholars'],
      ['Applications', '/office/applications'],
      ['Profile', '/profile'],
      ['Notifications', '/notifications'],
    ],
  },
};

for (const role of ['student', 'hr', 'office'] as const) {
  test(`the ${role} sidebar lists the ${role}'s pages and highlights the current one`, async ({
    page,
  }) => {
    const account = demoAccount(role);
    await signIn(page, account);
    await openApp(page, EXPECTED_LINKS[role].home);

    // The sidebar renders once the shell's chunk has loaded: asked until it has.
    await expect.poll(() => linksOf(page)).toEqual(EXPECTED_LINKS[role].links);
    const dashboard = sidebarNav(page).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(dashboard).toHaveClass(/Mui-selected/);

    const footer = page.getByRole('group', { name: 'Account' });
    await expect(footer.getByText(account.email)).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
}

test('the student Forms submenu holds Apply, Re-apply, Leave and Requirements', async ({
  page,
}) => {
  await signIn(page, demoAccount('student'));
  await openApp(page, '/student-dashboard');

  const forms = sidebarNav(page).getByRole('button', { name: 'Forms' });
  await expect(forms).toHaveAttribute('aria-expanded', 'false');
  await forms.click();
  await expect(forms).toHaveAttribute('aria-expanded', 'true');
  const submenu = sidebarNav(page).getByRole('group', { name: 'Forms' });
  await expect(submenu.getByRole('link')).toHaveText([
    'Apply',
    'Re-apply',
    'Leave',
    'Requirements',
  ]);
  await submenu.getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/leave');

  // Opened on a page of the submenu, it starts expanded with that page highlighted.
  await page.reload();
  await expect(sidebarNav(page).getByRole('link', { name: 'Requirements' })).toBeVisible();
  await expect(sidebarNav(page).getByRole('link', { name: 'Leave' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the footer profile card opens /profile and Sign out ends the session', async ({ page }) => {
  await signIn(page, demoAccount('hr'));
  await openApp(page, '/hr-dashboard');

  const card = page
    .getByRole('group', { name: 'Account' })
    .getByRole('link', { name: /^Hannah Reyes/ });
  await expect(card).toContainText('Hannah Reyes');
  await expect(card).toContainText('hr@demo.local');
  await expect(card).toContainText('HR');
  await card.click();
  await expect(page).toHaveURL('/profile');

  // The sign-in page may show before the sign-out's answer (which clears the cookies) is in.
  const signedOut = page.waitForResponse((response) =>
    Boolean(response.request().postData()?.includes('mutation SignOut')),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/signin');
  await signedOut;
  const { data } = await graphql<{ me: unknown }>(page, '{ me { id } }');
  expect(data?.me).toBeNull();
});
