import { E2E_LIST_COUNT_BOUND } from './e2e-product';
import { graphql } from './support/accounts';
import { newApplicant, uniqueSurname } from './support/applications';
import {
  OPEN_REVIEW,
  chooseStatus,
  openManagement,
  signedInHr,
  test,
} from './support/application-review';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect } from './support/journey-test';

// A§2.2 the list: filters, pagination, documents, who may open it.

test('search, status and scholarship filters and pagination, kept in the address', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const surname = uniqueSurname('Paged');
  const applicants = await Promise.all(
    Array.from({ length: 11 }, (_, index) =>
      newApplicant(browser, baseURL, {
        firstName: `Student${String.fromCharCode(65 + index)}`,
        lastName: surname,
        position: index === 0 ? 'student_marshal' : 'student_assistant',
      }),
    ),
  );
  await signedInHr(page);
  await graphql(page, OPEN_REVIEW, { id: applicants[1]?.applicationId });
  await openManagement(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill(surname);
  await expect(page).toHaveURL(new RegExp(`search=${surname}`));
  const rows = page.getByRole('row').filter({ hasText: surname });
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'application management');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(surname);
  await page.goBack();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Under Review' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('StudentB');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await page
    .getByRole('combobox', { name: 'Scholarship' })
    .selectOption({ label: 'Student Marshal' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('StudentA');

  // By e-mail, too.
  await page.getByRole('combobox', { name: 'Scholarship' }).selectOption({ label: 'All' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(applicants[2]?.email ?? '');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('StudentC');

  await page.getByRole('searchbox', { name: 'Search' }).fill(`${surname}-nobody`);
  await expect(page.getByText('No applications match your search and filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page).toHaveURL(/\/applications$/);
  // The whole list (the demo's 12 and these 11) is past the server's count bound (20 here).
  const morePages = E2E_LIST_COUNT_BOUND / 10;
  await expect(page.getByText(`Page 1 of more than ${String(morePages)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await Promise.all(applicants.map((applicant) => applicant.context.close()));
});

test('an image or a PDF opens in a preview with Download and Close', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Ivy');
  // The row's avatar is the 2x2 picture.
  await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await row.getByRole('button', { name: 'Review' }).click();

  await dialog
    .getByRole('button', { name: "Preview Parent/Guardian's ID (parent-id.png)" })
    .click();
  const preview = page.getByRole('dialog', { name: /Parent\/Guardian's ID/ });
  const image = preview.getByRole('img', { name: "Parent/Guardian's ID: parent-id.png" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expectNoSeriousA11yViolations(page, 'document preview');
  // (That ?download=1 answers as an attachment: server/test/files.test.ts.)
  await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /^\/api\/files\/[^?]+\?download=1$/,
  );

  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await expect(dialog).toBeVisible();

  // Escape closes only the preview on top.
  await dialog.getByRole('button', { name: 'Preview Certificate 2 (award.png)' }).click();
  await expect(page.getByRole('dialog', { name: /Certificate 2/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Certificate 2/ })).toBeHidden();
  await expect(dialog).toBeVisible();

  // A PDF shows in a frame.
  await dialog
    .getByRole('button', { name: 'Preview Certificate 1 (leadership-seminar.pdf)' })
    .click();
  const pdf = page.getByRole('dialog', { name: /Certificate 1/ });
  const frame = pdf.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^\/api\/files\/[^?]+$/);
  await expect(frame).toHaveAccessibleName('Certificate 1: leadership-seminar.pdf');
  // The frame shows the file itself (a blocked one shows a chrome-error:// page instead).
  const src = (await frame.getAttribute('src')) ?? '';
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(src))).toBe(true);
  await expect(pdf.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\?download=1$/,
  );
  await pdf.getByRole('button', { name: 'Close' }).click();
  await expect(pdf).toBeHidden();
});

test('office staff review applications too, at /office/applications', async ({
  page,
  listApplicant,
}) => {
  const { row, dialog } = await listApplicant('Nora', { role: 'office' });
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText('Under Review', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'office review dialog');
  await chooseStatus(dialog, 'On Hold');
  await dialog.getByLabel('HR comments').fill('Waiting for the office schedule.');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('On Hold', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/office\/applications\?search=/);
  await expectNoSeriousA11yViolations(page, 'office application management');
});
