import {
  PARENT_ID_PDF,
  PHOTO,
  checkbox,
  fillApplication,
  fillRow,
  myApplications,
  openAsNewApplicant,
  statusCard,
  submitButton,
  text,
} from './support/application-form';
import { submitApplication } from './support/applications';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { mailsTo } from './support/server-data';

// A§2.1 the student's application form: real files, its A§5 messages and the result screens.

test('a verified student submits the whole form with files, sees the success screen, then the status card; the confirmation mail arrives', async ({
  page,
}) => {
  const student = await openAsNewApplicant(page);

  await expect(text(page, 'First Name')).toHaveValue('Ada');
  await expect(text(page, 'Last Name')).toHaveValue('Lovelace');
  const email = text(page, 'Email Address');
  await expect(email).toHaveValue(student.email);
  await expect(email).toBeDisabled();

  await fillApplication(page, { photo: false });
  await page.getByLabel('2x2 picture', { exact: true }).setInputFiles(PHOTO);
  const preview = page.getByRole('img', { name: '2x2 picture preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // Visible with its address is not yet decoded: the size is read once the picture is.
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(240);
  await page.getByLabel('Certificates', { exact: true }).setInputFiles([PARENT_ID_PDF]);
  const certificates = page.getByRole('list', { name: 'Attached certificates' });
  await expect(certificates.getByRole('listitem')).toHaveCount(2);
  await expect(certificates).toContainText('certificate.png');
  await expect(certificates).toContainText('parent-id.pdf');
  await expect(page.getByText('parent-id.pdf (622 B)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'application form, filled');

  await submitButton(page).click();
  await expect(
    page.getByRole('heading', { name: 'Application Submitted Successfully' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await expect(page.getByText('Check your e-mail for a confirmation')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'application submitted');
  await page.getByRole('button', { name: 'Okay' }).click();

  const card = statusCard(page);
  await expect(card).toContainText('Student Assistant');
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card).toContainText('Submitted');
  await expect(card).toContainText('Last Updated');
  await expect(card.getByRole('button', { name: 'Withdraw Application' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'application status card, pending');

  const [stored] = await myApplications(page);
  expect(stored?.status).toBe('pending');
  expect(stored?.motherNameUnknown).toBe(true);
  expect(stored?.baguioAddress).toBe('123 Rizal Street');
  expect(stored?.baguioContact).toBe('09171234567');
  expect(stored?.relatives).toEqual([{ name: 'Rosa Cruz' }]);
  expect(stored?.seminars).toEqual([{ title: 'Leadership Seminar' }]);
  expect(stored?.documents.map(({ kind, file }) => `${kind}:${file.name}`).sort()).toEqual([
    'certificate:certificate.png',
    'certificate:parent-id.pdf',
    'parent_id:parent-id.pdf',
    'profile_photo:photo-2x2.jpg',
  ]);

  await expect
    .poll(() => mailsTo(student.email).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('We received your scholarship application');

  await page.reload();
  await expect(statusCard(page)).toBeVisible();
});

test('validation: every A§5 message, the summaries in order, the 5MB limit, the address copy and the unknown toggles', async ({
  page,
}) => {
  // The form is filled twice and a 6 MB file is read: the longest journey of this file.
  test.setTimeout(90_000);
  await openAsNewApplicant(page);

  await submitButton(page).click();
  const summary = page
    .getByRole('alert')
    .filter({ hasText: 'Please fill in all required fields.' });
  await expect(summary).toBeVisible();
  for (const message of [
    'Please select a position',
    'Age is required',
    'Gender is required',
    'Civil status is required',
    'Home address is required',
    'Contact number must be at least 10 characters',
    "Father's name is required",
    "Mother's occupation is required",
    '2x2 picture is required',
    'You must agree to the terms and conditions',
    'You must confirm that the information provided is true',
    "Parent/guardian's full name is required",
    'A valid ID of your parent/guardian is required',
    'Parent/guardian consent is required',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: 'Student Assistant' })).toBeFocused();

  const age = page.getByRole('spinbutton', { name: 'Age' });
  await age.fill('14');
  await expect(page.getByText('Age must be at least 15')).toBeVisible();
  await age.fill('31');
  await expect(page.getByText('Age must be under 30')).toBeVisible();

  // The address copy fills the Baguio/Benguet fields and empties them again.
  await text(page, 'Home Address').fill('123 Rizal Street');
  await text(page, 'Home Barangay').fill('San Isidro');
  await text(page, 'Home City/Municipality').fill('La Trinidad');
  await text(page, 'Home Contact Number').fill('09171234567');
  const sameAsHome = checkbox(page, 'Same as home address and contact number');
  await sameAsHome.check();
  await expect(text(page, 'Baguio/Benguet Address')).toHaveValue('123 Rizal Street');
  await expect(text(page, 'Baguio/Benguet Barangay')).toHaveValue('San Isidro');
  await expect(text(page, 'Baguio/Benguet City/Municipality')).toHaveValue('La Trinidad');
  await expect(text(page, 'Baguio/Benguet Contact Number')).toHaveValue('09171234567');
  // While ticked, the copy follows the home fields (the contact number comes later in the
  // form); a Baguio/Benguet field typed differently unticks it.
  await text(page, 'Home Contact Number').fill('09181112222');
  await expect(text(page, 'Baguio/Benguet Contact Number')).toHaveValue('09181112222');
  await text(page, 'Baguio/Benguet Barangay').fill('Pico');
  await expect(sameAsHome).not.toBeChecked();
  await text(page, 'Home Barangay').fill('Poblacion');
  await expect(text(page, 'Baguio/Benguet Barangay')).toHaveValue('Pico');
  await sameAsHome.check();
  await sameAsHome.uncheck();
  await expect(text(page, 'Baguio/Benguet Address')).toHaveValue('');
  await expect(text(page, 'Baguio/Benguet Contact Number')).toHaveValue('');

  // An unknown parent clears and locks the field, and gives back what was typed.
  const father = text(page, "Father's Name");
  await father.fill('Jose Santos');
  const fatherUnknown = checkbox(page, "Father's Name: Unknown / Not Applicable");
  await fatherUnknown.check();
  await expect(father).toHaveValue('');
  await expect(father).toBeDisabled();
  await fatherUnknown.uncheck();
  await expect(father).toHaveValue('Jose Santos');
  await expect(father).toBeEnabled();

  // A certificate over 5MB is refused and not listed.
  await page.getByLabel('Certificates', { exact: true }).setInputFiles({
    name: 'huge-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'exceeds the 5MB limit' })).toHaveText(
    'Certificate "huge-certificate.pdf" exceeds the 5MB limit. It was not added.',
  );
  await expect(page.getByRole('list', { name: 'Attached certificates' })).toHaveCount(0);

  // With the rest valid, the summaries come in the spec's order: picture, relatives, seminars.
  await page.reload();
  await expect(submitButton(page)).toBeVisible();
  await fillApplication(page, { photo: false });
  const relative = page.getByRole('group', { name: 'Relative 1' });
  await fillRow(relative, { Name: '', Department: '', Relationship: '' });
  const seminar = page.getByRole('group', { name: 'Seminar 1' });
  await fillRow(seminar, { Place: '' });
  await submitButton(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please upload your 2x2 picture before submitting.' }),
  ).toBeVisible();
  await expect(page.getByText('2x2 picture is required')).toBeVisible();
  await expect(relative.getByText("Relative's name is required")).toBeVisible();
  await expect(relative.getByText("Relative's department is required")).toBeVisible();
  await expect(relative.getByText("Relative's relationship is required")).toBeVisible();
  const seminarMessage =
    'Seminar #1: Please fill in all fields (Title, Sponsoring Agency, Inclusive Date, Place).';
  await expect(seminar.getByText(seminarMessage)).toBeVisible();
  await expect(relative.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

  await page.getByLabel('2x2 picture', { exact: true }).setInputFiles(PHOTO);
  await submitButton(page).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Please provide at least one relative with all fields filled.',
    }),
  ).toBeVisible();

  await fillRow(relative, { Name: 'Rosa Cruz', Department: 'Registrar', Relationship: 'Aunt' });
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: seminarMessage })).toBeVisible();
  await expect(seminar.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();

  // Emptying the row makes it one that is left out: nothing is wrong any more.
  await fillRow(seminar, { Title: '', 'Sponsoring Agency': '', 'Inclusive Date': '' });
  await expect(seminar.getByText(seminarMessage)).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: seminarMessage })).toBeHidden();
  expect(await myApplications(page)).toEqual([]);
});

test("the server's refusals keep what was typed: a file it sees through, on its row; then another tab's application", async ({
  page,
}) => {
  await openAsNewApplicant(page);
  await fillApplication(page);
  await page.getByLabel('Certificates', { exact: true }).setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await submitButton(page).click();
  const refusal = 'Certificate "fake.png" must be an image or a PDF.';
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible({
    timeout: 15_000,
  });
  const certificates = page.getByRole('list', { name: 'Attached certificates' });
  await expect(certificates.getByRole('listitem').nth(1)).toContainText(refusal);
  await expect(page.getByRole('button', { name: 'Add Certificates' })).toBeFocused();
  await expect(text(page, 'Citizenship')).toHaveValue('Filipino');
  await expect(page.getByRole('img', { name: '2x2 picture preview' })).toBeVisible();
  expect(await myApplications(page)).toEqual([]);

  // Meanwhile another tab of the student's sends an application (as the form would: the form
  // itself is the first journey's).
  await certificates.getByRole('button', { name: 'Remove fake.png' }).click();
  await submitApplication(page, { firstName: 'Ada', lastName: 'Lovelace' });

  await submitButton(page).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'You already have an active application. You can apply again once it is closed.',
    }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(text(page, 'Citizenship')).toHaveValue('Filipino');
  await expect(page.getByRole('img', { name: '2x2 picture preview' })).toBeVisible();
  await expect(submitButton(page)).toBeEnabled();
  expect(await myApplications(page)).toHaveLength(1);
});
