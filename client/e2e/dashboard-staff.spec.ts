import { signIn } from './support/accounts';
import { E2E_PRODUCT } from './e2e-product';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoAccount } from './support/server-data';

test('the HR dashboard shows its cards and charts without made-up figures', async ({ page }) => {
  await signIn(page, demoAccount('hr'));
  await openApp(page, '/hr-dashboard');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Hannah Reyes!' }),
  ).toBeVisible();
  for (const card of ['Total Users', 'Pending Reviews', 'Offices', 'Satisfaction']) {
    await expect(page.getByRole('region', { name: card })).toContainText('No data yet');
  }
  for (const chart of ['Gender', 'Scholarship']) {
    await expect(page.getByRole('region', { name: chart })).toContainText('No data yet');
  }
  await expect(page.getByText('234')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'HR dashboard');
});

test('the office dashboard welcomes to the product and opens a scholar’s DTR', async ({ page }) => {
  await signIn(page, demoAccount('office'));
  await openApp(page, '/office-dashboard');

  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome to ${E2E_PRODUCT.shortName}` }),
  ).toBeVisible();
  await expect(page.getByText('Office Management System')).toBeVisible();
  await expect(page).toHaveTitle(/^Office Dashboard \| /);
  // The Registrar's demo trainee and scholar, with their hours; the Library's trainee is not here.
  const cards = page.getByRole('region', { name: 'Your scholars' });
  await expect(cards.getByRole('button', { name: /Nina Castillo/ })).toContainText(
    /Trainee: \d+:\d{2} of 130 h confirmed/,
  );
  await expect(cards.getByRole('button', { name: /Joy Aquino/ })).toContainText('Scholar');
  await expect(cards.getByText('Liza Ramos')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'office dashboard');

  await cards.getByRole('button', { name: /Nina Castillo/ }).click();
  await expect(page).toHaveURL(/\/office\/dtr\?scholar=/);
  await expect(page.getByText('Nina Castillo').first()).toBeVisible();
});
