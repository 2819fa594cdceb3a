import { randomClientIp } from './accounts';
import { test as base } from '../fixtures';

/** The app's fixture (fails on console errors etc.) with a client IP of its own per test. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'X-Forwarded-For': randomClientIp() });
  },
});

export { expect } from '../fixtures';
