import { signIn } from './support/accounts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { sidebarNav } from './support/sidebar';
import { demoAccount } from './support/server-data';

test.beforeEach(async ({ page }) => {
  await signIn(page, demoAccount('student'));
});

test('collapsing the sidebar leaves icons with tooltips and survives a reload', async ({
  page,
}) => {
  await openApp(page, '/student-dashboard');
  const nav = sidebarNav(page);
  const expandedWidth = (await nav.boundingBox())?.width ?? 0;

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThan(100);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  expect((await nav.boundingBox())?.width).toBeLessThan(100);
  const grades = nav.getByRole('link', { name: 'Grades' });
  await grades.hover();
  await expect(page.getByRole('tooltip', { name: 'Grades' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'student dashboard, sidebar collapsed');

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('false');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(expandedWidth);
});

test('the first Tab offers Skip to content, which passes the top bar and the sidebar', async ({
  page,
}) => {
  await openApp(page, '/schedule');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/schedule');
  await page.keyboard.press('Tab');
  // The next stop is the page's own, not the sidebar's.
  await expect(sidebarNav(page).locator(':focus')).toHaveCount(0);
  await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0);
  await expect(page.locator('#page-content :focus')).toHaveCount(1);
});

test('arrow keys move between sidebar items; Enter and Space open them', async ({ page }) => {
  await openApp(page, '/student-dashboard');
  const nav = sidebarNav(page);

  await nav.getByRole('link', { name: 'Dashboard' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Grades' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'DTR' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(nav.getByRole('link', { name: 'Grades' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/grades');

  await nav.getByRole('link', { name: 'DTR' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Punch in' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Schedule' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/schedule');

  // Up from the first item wraps to the last one, Sign out; Space opens the Forms submenu.
  await nav.getByRole('link', { name: 'Dashboard' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await nav.getByRole('link', { name: 'Notifications' }).focus();
  await page.keyboard.press('ArrowDown');
  const forms = nav.getByRole('button', { name: 'Forms' });
  await expect(forms).toBeFocused();
  await page.keyboard.press('Space');
  await expect(forms).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Apply', exact: true })).toBeFocused();
});

test('the sidebar theme toggle switches to dark mode, which persists', async ({ page }) => {
  await openApp(page, '/student-dashboard');
  const html = page.locator('html');
  const footer = page.getByRole('group', { name: 'Account' });

  await footer.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(footer.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, 'student dashboard, dark');
  await footer.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger opens the sidebar drawer; Escape, the close button and a link close it', async ({
    page,
  }) => {
    await openApp(page, '/student-dashboard');
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sidebarNav(page)).toBeHidden();

    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(sidebarNav(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebarNav(page)).toBeHidden();

    await menuButton.click();
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(sidebarNav(page)).toBeHidden();

    await menuButton.click();
    await sidebarNav(page).getByRole('link', { name: 'Grades' }).click();
    await expect(page).toHaveURL('/grades');
    await expect(sidebarNav(page)).toBeHidden();
  });
});
