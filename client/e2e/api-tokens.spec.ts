import { randomClientIp, signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';

// Integrators (issue #16): HR makes a read token on /profile, a script pulls the first page
// of applications with it over REST, and revoking it stops the script at once.

test('HR creates a read token, a script reads with it, and revoking it stops the script', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInAsStaff(page, 'hr');
  await openApp(page, '/profile');
  const card = page.getByRole('region', { name: 'API tokens' });
  await expect(card.getByText('No API tokens yet.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Token name' }).fill('Registrar export');
  await card.getByRole('button', { name: 'Create token' }).click();
  const shown = card.getByLabel('New API token');
  await expect(shown).toHaveText(/^sasm_pat_[A-Za-z0-9_-]{43}$/);
  await card.getByRole('button', { name: 'Copy token' }).click();
  await expect(card.getByText('Copied to the clipboard.')).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(await shown.textContent());
  const tokens = card.getByRole('list', { name: 'API tokens' });
  await expect(tokens.getByText('Registrar export — Read')).toBeVisible();
  await expect(tokens.getByText(/never used/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the API tokens card');

  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${secret}`, 'X-Forwarded-For': randomClientIp() },
  });
  const firstPage = await script.get('/api/applications/all?page=1&limit=10');
  expect(firstPage.status()).toBe(200);
  expect(await firstPage.json()).toHaveProperty('pagination');

  await card.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await tokens.getByRole('button', { name: 'Revoke API token Registrar export' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
  await expectNoSeriousA11yViolations(page, 'the revoke confirmation');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByText('Token "Registrar export" revoked')).toBeVisible();
  await expect(tokens.getByText('Revoked', { exact: true })).toBeVisible();

  const refused = await script.get('/api/applications/all?page=1&limit=10');
  expect(refused.status()).toBe(401);
  await script.dispose();
});
