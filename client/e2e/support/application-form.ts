import { fileURLToPath } from 'node:url';

import type { Locator, Page } from '@playwright/test';
import { ELEMENTARY, HOME_ADDRESS, RELATIVE, SEMINAR, applicationForm } from '@sasm/test-data';

import { graphql, signIn } from './accounts';
import { openApp } from './app-page';
import { expect } from './journey-test';
import { signUpVerifiedStudent } from './mailed-links';

// The student's application form (A§2.1) as a user fills it, for the journeys.

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
export const PHOTO = fixture('photo-2x2.jpg');
export const CERTIFICATE_PNG = fixture('certificate.png');
export const PARENT_ID_PDF = fixture('parent-id.pdf');

const MY_APPLICATION = `{ myApplications { id status motherNameUnknown baguioAddress baguioContact
  relatives { name } seminars { title } documents { kind file { name } } } }`;

export interface MyApplication {
  id: string;
  status: string;
  motherNameUnknown: boolean;
  baguioAddress: string;
  baguioContact: string;
  relatives: { name: string }[];
  seminars: { title: string }[];
  documents: { kind: string; file: { name: string } }[];
}

export async function myApplications(page: Page): Promise<MyApplication[]> {
  const answer = await graphql<{ myApplications: MyApplication[] }>(page, MY_APPLICATION);
  if (!answer.data) throw new Error(`myApplications: ${JSON.stringify(answer.errors)}`);
  return answer.data.myApplications;
}

/** A verified student of this test alone, signed in, on /application. */
export async function openAsNewApplicant(page: Page) {
  const student = await signUpVerifiedStudent(page);
  await signIn(page, student);
  await openApp(page, '/application');
  await expect(page).toHaveTitle(/^Scholarship Application \| /);
  return student;
}

export const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name });
export const submitButton = (page: Page) =>
  page.getByRole('button', { name: 'Submit Application' });

export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).selectOption({ label: option });
}

export async function fillRow(row: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await row.getByRole('textbox', { name, exact: true }).fill(value);
  }
}

/**
 * Every required field and a few optional ones, with the shared sample data;
 * the mother's name unknown, so the father is the emergency contact and the
 * parent who consents. The 2x2 picture only when asked.
 */
export async function fillApplication(page: Page, { photo = true } = {}) {
  const form = applicationForm();
  await page.getByRole('radio', { name: 'Student Assistant' }).check();
  await page.getByRole('spinbutton', { name: 'Age' }).fill(String(form.age));
  await text(page, 'Citizenship').fill(form.citizenship);
  await choose(page, 'Gender', form.gender);
  await choose(page, 'Civil Status', form.civilStatus);
  // The box ticked in the Address section, before the contact numbers further down (issue
  // #33): the Baguio/Benguet copy follows what is typed after it.
  await text(page, 'Home Address').fill(HOME_ADDRESS.homeAddress);
  await checkbox(page, 'Same as home address and contact number').check();
  await text(page, 'Home Barangay').fill(HOME_ADDRESS.homeBarangay);
  await text(page, 'Home City/Municipality').fill(HOME_ADDRESS.homeCity);
  await text(page, 'Home Province').fill(HOME_ADDRESS.homeProvince);
  await text(page, 'Home Contact Number').fill(form.homeContact);
  const father = form.fatherName ?? '';
  await text(page, "Father's Name").fill(father);
  await text(page, "Father's Occupation").fill(form.fatherOccupation ?? '');
  await checkbox(page, "Mother's Name: Unknown / Not Applicable").check();
  await text(page, "Mother's Occupation").fill(form.motherOccupation ?? '');
  await text(page, 'Emergency Contact Name').fill(father);
  await text(page, 'Emergency Contact Number').fill(form.emergencyContactNumber);
  await checkbox(page, 'I have a relative working at the university').check();
  await fillRow(page.getByRole('group', { name: 'Relative 1' }), {
    Name: RELATIVE.name,
    Department: RELATIVE.department,
    Relationship: RELATIVE.relationship,
  });
  await text(page, 'Elementary').fill(ELEMENTARY.elementary);
  await text(page, 'Elementary Years Attended').fill(ELEMENTARY.elementaryYears);
  await fillRow(page.getByRole('group', { name: 'Seminar 1' }), {
    Title: SEMINAR.title,
    'Sponsoring Agency': SEMINAR.sponsoringAgency,
    'Inclusive Date': SEMINAR.inclusiveDate,
    Place: SEMINAR.place,
  });
  if (photo) await page.getByLabel('2x2 picture', { exact: true }).setInputFiles(PHOTO);
  await page.getByLabel('Certificates', { exact: true }).setInputFiles([CERTIFICATE_PNG]);
  await checkbox(page, 'I have read and agree to the terms and conditions above.').check();
  await checkbox(page, 'I certify that the information provided').check();
  await text(page, "Parent/Guardian's Full Name").fill(father);
  await page.getByLabel("Parent/guardian's valid ID", { exact: true }).setInputFiles(PARENT_ID_PDF);
  await checkbox(page, "As the applicant's parent/guardian, I give my consent").check();
}

export const statusCard = (page: Page) => page.getByRole('region', { name: 'Application Status' });

/** Fills, submits, and goes past the success screen to the status card. */
export async function submitThroughForm(page: Page) {
  await fillApplication(page);
  await submitButton(page).click();
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(statusCard(page)).toBeVisible();
}
