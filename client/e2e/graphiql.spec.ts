import { E2E_PRODUCT } from './e2e-product';
import { expect, test } from './fixtures';

test('the GraphiQL page runs a query against the server', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'e2e-token', url: baseURL }]);
  await page.goto('/graphiql');

  const run = page.getByRole('button', { name: /^Execute query/ });
  await expect(run).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.graphiql-query-editor')).toContainText('publicConfig');

  const request = page.waitForRequest(
    (candidate) =>
      candidate.url().endsWith('/graphql') &&
      candidate.method() === 'POST' &&
      candidate.postData()?.includes('productShortName') === true,
  );
  await run.click();

  const headers = (await request).headers();
  expect(headers['x-xsrf-token']).toBe('e2e-token');
  expect(headers['apollo-require-preflight']).toBe('true');
  await expect(page.locator('.graphiql-response')).toContainText(E2E_PRODUCT.name);
});
