import type { Page } from '@playwright/test';

export function sidebarNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}
