import type { Page } from '@playwright/test';
import { pngNamedPdf, schedulePdf, uniqueSurname } from '@sasm/test-data';
import { readFile } from 'node:fs/promises';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { expect, test } from './support/journey-test';
import { enrolTrainee } from './support/scholars';

// Issue #11 Class schedule: a scholar uploads a PDF schedule on /schedule (A§2.3: drag-drop or
// pick, preview, Remove, Open in new tab, Download) and replaces it (the old one kept as
// history). HR reading both, and their files, is server/test/schedules-access.test.ts's; the
// staff screen is the scholar record's (scholars-records.spec.ts).

/** Drops `file` on the drop zone as a mouse user would (a DataTransfer carrying it). */
async function dropFile(page: Page, file: { name: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name: file.name, bytes: [...file.buffer] },
  );
  const zone = page.getByTestId('file-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('a scholar uploads a PDF schedule, previews, opens and downloads it, replaces it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const hrContext = await newUserContext(browser, baseURL);
  const hr = await hrContext.newPage();
  await signInAsStaff(hr, 'hr');
  await enrolTrainee(page, hr, {
    firstName: 'Sofia',
    lastName: uniqueSurname('Schedule'),
    office: 'registrar',
  });

  await openApp(page, '/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Schedule' })).toBeVisible();
  await expect(page.getByText('You have not uploaded a class schedule yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'schedule upload');

  // A picture renamed .pdf is refused in the browser, by its bytes.
  const input = page.getByLabel('Class schedule PDF');
  const png = pngNamedPdf();
  await input.setInputFiles({
    name: png.filename,
    mimeType: 'application/pdf',
    buffer: png.buffer,
  });
  const upload = page.getByRole('region', { name: 'Class Schedule' });
  await expect(upload.getByRole('alert')).toHaveText('Only PDF files are allowed.');

  // Dropped: previewed, opened in a new tab, downloaded, removed and dropped again.
  const first = { name: 'schedule.pdf', buffer: schedulePdf({ title: 'First draft' }) };
  await dropFile(page, first);
  await expect(page.getByTitle('Preview of schedule.pdf')).toBeVisible();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open in new tab' }).click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('schedule.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTitle('Preview of schedule.pdf')).toBeHidden();
  await dropFile(page, first);
  await expectNoSeriousA11yViolations(page, 'schedule preview');
  await page.getByRole('button', { name: 'Upload Schedule' }).click();
  await expect(page.getByText(/Your class schedule for .+ was saved\./)).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved Schedules' });
  await expect(saved.getByText('schedule.pdf')).toBeVisible();

  // The saved file opens and downloads through /api/files/:id.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    saved.getByRole('link', { name: /^Open / }).click(),
  ]);
  await opened.waitForLoadState();
  expect(opened.url()).toMatch(/\/api\/files\/[0-9a-f-]{36}$/);
  await opened.close();
  const [savedDownload] = await Promise.all([
    page.waitForEvent('download'),
    saved.getByRole('link', { name: /^Download / }).click(),
  ]);
  expect(savedDownload.suggestedFilename()).toBe('schedule.pdf');

  // Picked with the button: replaces this term's schedule; the first goes to the history.
  await input.setInputFiles({
    name: 'schedule-revised.pdf',
    mimeType: 'application/pdf',
    buffer: schedulePdf({ title: 'Revised' }),
  });
  await expect(page.getByText(/replaces your saved schedule for this term/)).toBeVisible();
  await page.getByRole('button', { name: 'Upload Schedule' }).click();
  await expect(saved.getByText('schedule-revised.pdf')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('schedule.pdf')).toBeVisible();
  await expect(history.getByText(/· replaced /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'saved schedules');

  await hrContext.close();
});
