import type { Page } from '@playwright/test';
import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { signInAsOfficeStaff } from './support/scholars';

// Scholar requests (issue #10): the Library asks HR for 3 scholars at /office/requests; HR
// answers at /hr/requests in another browser; the Library's page shows the answer live.

const requestRow = (page: Page, note: string) =>
  page.getByRole('table', { name: 'Scholar requests' }).getByRole('row').filter({ hasText: note });

test("the office requests 3 scholars and HR's answer arrives live", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers and five accessibility checks on a shared machine.
  test.setTimeout(90_000);
  const note = `Front desk cover ${uniqueSurname('rq')}`;
  await signInAsOfficeStaff(page, 'library');
  await openApp(page, '/office/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Scholar Requests' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Create Scholar Request' });
  await expect(form.getByRole('group', { name: 'Scholars needed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'office requests');

  // Digits only; the warning shows while Male + Female differ from Total, and blocks nothing.
  const total = form.getByRole('textbox', { name: 'Total' });
  await total.pressSequentially('3x-');
  await expect(total).toHaveValue('3');
  const warning = form.getByText('Male + Female should equal Total');
  await expect(warning).toBeVisible();
  await form.getByRole('textbox', { name: 'Male', exact: true }).fill('2');
  await expect(warning).toBeVisible();
  await form.getByRole('textbox', { name: 'Female' }).fill('1');
  await expect(warning).toBeHidden();

  // Scholar Type: clicking the selected button clears it.
  const marshal = form.getByRole('button', { name: 'Student Marshal' });
  await marshal.click();
  await expect(marshal).toHaveAttribute('aria-pressed', 'true');
  await marshal.click();
  await expect(marshal).toHaveAttribute('aria-pressed', 'false');
  await form.getByRole('button', { name: 'Student Assistant' }).click();
  await form.getByRole('textbox', { name: 'Notes (optional)' }).fill(note);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Request saved.')).toBeVisible();
  await expect(total).toHaveValue('');

  const row = requestRow(page, note);
  await expect(row).toContainText('3 (2 male, 1 female)');
  await expect(row).toContainText('Student Assistant');
  await expect(row).toContainText('Open');
  await expect(row).toContainText("Awaiting HR's answer");
  await expectNoSeriousA11yViolations(page, 'office requests, submitted');

  // HR, in a browser of its own, finds the request and answers it.
  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signInAsStaff(hr, 'hr');
  await openApp(hr, '/hr/requests');
  await expect(hr.getByRole('heading', { level: 1, name: 'Scholar Requests' })).toBeVisible();
  await hr.getByRole('searchbox', { name: 'Search by office, requester or notes' }).fill(note);
  await expect(hr).toHaveURL(/search=/);
  const hrRow = requestRow(hr, note);
  await expect(hr.getByRole('table', { name: 'Scholar requests' }).getByRole('row')).toHaveCount(2);
  await expect(hrRow).toContainText('Library');
  await expectNoSeriousA11yViolations(hr, 'hr requests');

  await hrRow.getByRole('button', { name: /^Answer the Library request/ }).click();
  const dialog = hr.getByRole('dialog', { name: 'Scholar Request' });
  await expect(dialog.getByRole('list', { name: 'Request history' })).toContainText('Requested');
  await expect(dialog).toContainText(note);
  await expectNoSeriousA11yViolations(hr, 'answer dialog');

  // Declining needs a reason: the message is on the field.
  await dialog.getByRole('button', { name: 'Declined' }).click();
  await dialog.getByRole('button', { name: 'Save Answer' }).click();
  await expect(dialog.getByText('Give a reason when declining a request.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Partially Fulfilled' }).click();
  const answer = 'Two Student Assistants start on Monday; the third next month.';
  await dialog.getByRole('textbox', { name: 'Answer to the office' }).fill(answer);
  await dialog.getByRole('button', { name: 'Save Answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(hr.getByText('The Library request is now partially fulfilled.')).toBeVisible();
  await expect(hrRow).toContainText('Partially Fulfilled');

  // The office's page follows without a reload: status, answer, and no Withdraw any more.
  await expect(row).toContainText('Partially Fulfilled');
  await expect(row).toContainText(answer);
  await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'office requests, answered');

  await hrContext.close();
});
