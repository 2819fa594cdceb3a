import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's GraphQL requests of `operationName` (a list's refetches) until the
 * returned function is called. A list refreshed meanwhile by another journey's work (a new
 * trainee of the same office, say) would bring a change made through the API into an open
 * dialog before its Save: what a journey shows about a refused Save needs the list still.
 */
export async function holdRefetches(
  page: Page,
  operationName: string,
): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const marker = `"operationName":"${operationName}"`;
  const hold = async (route: Route) => {
    if (route.request().postData()?.includes(marker)) await released;
    await route.fallback();
  };
  await page.route('/graphql', hold);
  return async () => {
    release();
    await page.unroute('/graphql', hold);
  };
}
