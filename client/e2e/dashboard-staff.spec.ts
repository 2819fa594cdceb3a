import { uniqueSurname } from '@sasm/test-data';
import type { Locator } from '@playwright/test';

import { graphqlData, signIn, signInAsStaff } from './support/accounts';
import { E2E_PRODUCT } from './e2e-product';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newTrainee, signInAsOfficeStaff } from './support/scholars';
import { demoAccount } from './support/server-data';

const HR_FIGURES = `{
  hrDashboard { totalUsers pendingReviews offices satisfaction }
  activeScholarBreakdown { gender { count } scholarship { count } }
}`;

interface HrFigures {
  hrDashboard: {
    totalUsers: number;
    pendingReviews: number;
    offices: number;
    satisfaction: number | null;
  };
  activeScholarBreakdown: { gender: { count: number }[]; scholarship: { count: number }[] };
}

const figureOf = (card: Locator) => card.getByTestId('stat-value');
const sum = (slices: { count: number }[]) => slices.reduce((total, s) => total + s.count, 0);

test('the HR dashboard shows the database’s figures, and a card opens its screen', async ({
  page,
}) => {
  await signIn(page, demoAccount('hr'));
  await openApp(page, '/hr-dashboard');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Hannah Reyes!' }),
  ).toBeVisible();
  // The same numbers the API answers (nothing else runs meanwhile: one worker).
  const { hrDashboard: api, activeScholarBreakdown } = await graphqlData<HrFigures>(
    page,
    HR_FIGURES,
  );
  const card = (name: string) => page.getByRole('region', { name });
  await expect(figureOf(card('Total Users'))).toHaveText(api.totalUsers.toLocaleString('en-US'));
  await expect(figureOf(card('Pending Reviews'))).toHaveText(
    api.pendingReviews.toLocaleString('en-US'),
  );
  await expect(figureOf(card('Offices'))).toHaveText(api.offices.toLocaleString('en-US'));
  await expect(figureOf(card('Satisfaction'))).toHaveText(api.satisfaction?.toFixed(1) ?? '—');
  await expect(card('Gender')).toContainText(`Total: ${sum(activeScholarBreakdown.gender)}`);
  await expect(card('Scholarship')).toContainText(
    `Total: ${sum(activeScholarBreakdown.scholarship)}`,
  );
  await expect(page.getByText('234')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'HR dashboard');

  await card('Pending Reviews').getByRole('link').click();
  await expect(page).toHaveURL(/\/applications$/);
});

test('the office dashboard counts its own office, live, and opens a scholar’s DTR', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsOfficeStaff(page, 'library');
  await openApp(page, '/office-dashboard');

  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome to ${E2E_PRODUCT.shortName}` }),
  ).toBeVisible();
  await expect(page.getByText('Office Management System')).toBeVisible();
  await expect(page).toHaveTitle(/^Office Dashboard \| /);
  for (const name of [
    'DTR Days Awaiting Confirmation',
    'Pending Leave Requests',
    'Evaluations Due',
  ])
    await expect(figureOf(page.getByRole('region', { name }))).toHaveText(/^\d+$/);
  const active = figureOf(page.getByRole('region', { name: 'Active Scholars and Trainees' }));
  await expect(active).toHaveText(/^\d+$/);
  const before = Number(await active.textContent());
  // The Library's demo trainee is here; the Registrar's is not.
  const cards = page.getByRole('region', { name: 'Your scholars' });
  await expect(cards.getByRole('button', { name: /Liza Ramos/ })).toBeVisible();
  await expect(cards.getByText('Nina Castillo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'office dashboard');

  // HR, elsewhere, passes an applicant into training at the Library: the figure moves unasked.
  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signInAsStaff(hr, 'hr');
  await newTrainee(browser, baseURL, hr, {
    firstName: 'Dana',
    lastName: uniqueSurname('Dash'),
    office: 'library',
  });
  await hrContext.close();
  await expect(active).toHaveText(String(before + 1));

  await cards.getByRole('button', { name: /Liza Ramos/ }).click();
  await expect(page).toHaveURL(/\/office\/dtr\?scholar=/);
});
