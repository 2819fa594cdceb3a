import type { Locator, Page } from '@playwright/test';

import { graphql, signInAsStaff } from './accounts';
import { openApp } from './app-page';
import { newApplicant, uniqueSurname, type Applicant } from './applications';
import { expect, test as journeyTest } from './journey-test';

// Application Management (A§2.2) as staff work through it, for the journeys.

const UPDATE_STATUS = `mutation Update($input: UpdateApplicationStatusInput!) {
  updateApplicationStatus(input: $input) { status version }
}`;
export const OPEN_REVIEW = `mutation Open($id: ID!) { openApplicationReview(id: $id) { status version } }`;
export const UNREAD_COUNT = `{ unreadNotificationCount }`;

/** YYYY-MM-DD a week from now: "today or later" in any time zone the server may use. */
export function nextWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

export async function signedInHr(page: Page): Promise<void> {
  await signInAsStaff(page, 'hr');
}

/** Where each staff role finds Application Management. */
const MANAGEMENT_PATHS = { hr: '/applications', office: '/office/applications' };
type StaffRole = keyof typeof MANAGEMENT_PATHS;

export async function openManagement(
  page: Page,
  query = '',
  role: StaffRole = 'hr',
): Promise<void> {
  await openApp(page, `${MANAGEMENT_PATHS[role]}${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Application Management' }),
  ).toBeVisible();
}

export function rowOf(page: Page, surname: string): Locator {
  return page.getByRole('row').filter({ hasText: surname });
}

export async function chooseStatus(dialog: Locator, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: option });
}

/** HR moves an application through the API, as another reviewer would. */
export async function moveTo(hr: Page, applicant: Applicant, input: Record<string, unknown>) {
  const answer = await graphql(hr, UPDATE_STATUS, {
    input: { id: applicant.applicationId, ...input },
  });
  if (answer.errors) throw new Error(`updateApplicationStatus: ${JSON.stringify(answer.errors)}`);
}

export async function scheduleThroughApi(hr: Page, applicant: Applicant): Promise<void> {
  await graphql(hr, OPEN_REVIEW, { id: applicant.applicationId });
  await moveTo(hr, applicant, {
    status: 'interview_scheduled',
    interviewDate: nextWeek(),
    interviewTime: '10:00',
    interviewLocation: 'HR Office',
  });
}

interface Listing {
  applicant: Applicant;
  surname: string;
  /** The applicant's row in HR's list. */
  row: Locator;
  dialog: Locator;
}

interface ListingOptions {
  /** Runs as HR before the list opens. */
  prepare?: (applicant: Applicant) => Promise<void>;
  /** Who opens the list (HR by default). */
  role?: StaffRole;
}

type ListApplicant = (firstName: string, options?: ListingOptions) => Promise<Listing>;

export const test = journeyTest.extend<{ listApplicant: ListApplicant }>({
  /**
   * A new applicant (surname of this test alone), then staff signed in on `page` with the
   * list searched for them. Their browsers close after the test.
   */
  listApplicant: async ({ page, browser, baseURL }, provide) => {
    const made: Applicant[] = [];
    await provide(async (firstName, { prepare, role = 'hr' } = {}) => {
      const surname = uniqueSurname(firstName);
      const applicant = await newApplicant(browser, baseURL, { firstName, lastName: surname });
      made.push(applicant);
      await signedInHr(page);
      await prepare?.(applicant);
      if (role !== 'hr') await signInAsStaff(page, role);
      await openManagement(page, `?search=${surname}`, role);
      const dialog = page.getByRole('dialog', { name: 'Review Application' });
      return { applicant, surname, row: rowOf(page, surname), dialog };
    });
    await Promise.all(made.map((applicant) => applicant.context.close()));
  },
});
