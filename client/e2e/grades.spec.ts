import { fileURLToPath } from 'node:url';

import { signIn } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';

// Issue #11 Grades (offline OCR): a student reads a grade slip in the browser (A§2.3, A§4),
// corrects a cell, exports CSV, saves it for the term and finds it among their saved grades —
// and no request of the page leaves the app's origin, the OCR worker's included.

const SLIP = fileURLToPath(new URL('./fixtures/grades/bsit-first-2026-2x.png', import.meta.url));
// A phone photo of a printed slip from the real-world set (issue #34): tilted, shadowed, blurred.
const PHONE_PHOTO = fileURLToPath(
  new URL('../../packages/grade-slip/fixtures/real-world/phone-4.jpg', import.meta.url),
);

test('a student scans a grade slip offline, corrects a cell, exports CSV and saves it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  // The context sees the worker's requests (the core and the language data) as well as the page's.
  context.on('request', (request) => requests.push(request.url()));
  page.on('request', (request) => requests.push(request.url()));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

  const student = await signUpVerifiedStudent(page);
  await signIn(page, student);
  await openApp(page, '/grades');
  await expect(page.getByRole('heading', { level: 1, name: 'Grades Upload' })).toBeVisible();
  // Nothing of the OCR is loaded before a scan starts.
  expect(requests.filter((url) => url.includes('/tesseract/'))).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'grades upload');

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('No parsed data to export')).toBeVisible();

  // A§5: only images.
  await page.getByLabel('Grade slip image').setInputFiles({
    name: 'slip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Only image files are allowed (png, jpg, jpeg).',
  );

  await page.getByLabel('Grade slip image').setInputFiles(SLIP);
  await expect(page.getByRole('img', { name: 'Preview of bsit-first-2026-2x.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview in new tab' })).toHaveAttribute(
    'href',
    /^blob:/,
  );

  await page.getByRole('button', { name: 'Scan & Parse Grades' }).click();
  await expect(page.getByRole('button', { name: 'Cancel OCR' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Reading the slip… \d+%/ }),
  ).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Extracted text' });
  await expect(text).toContainText('IT 311 Web Systems', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Cancel OCR' })).toBeHidden();

  // One step: the table is there without Improve scan (which re-reads corrected text).
  const table = page.getByRole('table', { name: 'Parsed grades' });
  await expect(table.getByRole('textbox', { name: 'Subject of row 1' })).toHaveValue(
    'IT 311 Web Systems',
  );
  await expect(table.getByRole('textbox', { name: 'Faculty of row 1' })).toHaveValue(
    'DELA CRUZ, J.',
  );
  await expect(table.getByRole('textbox', { name: 'Units of row 5' })).toHaveValue('2.00');
  await expect(page.getByRole('textbox', { name: 'General Average' })).toHaveValue('88.43');
  // The parsed table keeps the page within the window (issue #33: its hidden "Actions" header
  // made the page twice as wide).
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'grades parsed');

  // Correct a cell, keyboard only.
  const final = table.getByRole('textbox', { name: 'Final of row 2' });
  await final.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByText('Grades must be between 50 and 100, or blank.')).toBeVisible();
  await final.fill('95');

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('CSV copied to the clipboard.')).toBeVisible();
  const csv = await page.evaluate(() => navigator.clipboard.readText());
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Subject,Faculty,1,2,Final,Units,Status');
  expect(lines[1]).toBe('IT 311 Web Systems,"DELA CRUZ, J.",88,90,89,3.00,Passed');
  expect(lines[2]).toBe('IT 312 Database Management,"REYES, A.",85,87,95,3.00,Passed');
  expect(lines).toHaveLength(8);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Grades for .+ saved\.$/)).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved grade reports' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved).toContainText('General Average 88.43 · 7 subjects');
  await saved.getByRole('button', { name: /^Open grades for / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('cell', { name: '95' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Grade slip for / })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'saved grade report');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The OCR's own files came from our server, and nothing from anywhere else.
  const ocr = requests.filter((url) => url.includes('/tesseract/'));
  expect(ocr.some((url) => url.endsWith('/tesseract/worker.min.js'))).toBe(true);
  expect(ocr.some((url) => url.endsWith('/tesseract/lang/eng.traineddata.gz'))).toBe(true);
  expect(ocr.some((url) => /\/tesseract\/core\/tesseract-core-.*lstm\.wasm\.js$/.test(url))).toBe(
    true,
  );
  const elsewhere = requests.filter((url) => {
    const parsed = new URL(url);
    return !['data:', 'blob:'].includes(parsed.protocol) && parsed.origin !== origin;
  });
  expect(elsewhere).toEqual([]);
});

test('a phone photo of a slip fills the table in one step, the cells to check outlined until changed; the next slip reuses the engine', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const student = await signUpVerifiedStudent(page);
  await signIn(page, student);
  await openApp(page, '/grades');
  await page.getByLabel('Grade slip image').setInputFiles(PHONE_PHOTO);
  await page.getByRole('button', { name: 'Scan & Parse Grades' }).click();

  const table = page.getByRole('table', { name: 'Parsed grades' });
  await expect(table.getByRole('textbox', { name: 'Subject of row 2' })).toHaveValue(
    'PE 322 Dance',
    { timeout: 30_000 },
  );
  await expect(table.getByRole('textbox', { name: /^Subject of row / })).toHaveCount(5);
  const warning = page.getByRole('alert').filter({ hasText: /^The scan was unsure of/ });
  const said = /unsure of (?:(\d+) cells|one cell)/.exec((await warning.textContent()) ?? '');
  const stated = said?.[1] ? Number(said[1]) : 1;
  const outlined = table.getByText('Check this cell');
  await expect(outlined).toHaveCount(stated);
  await expectNoSeriousA11yViolations(page, 'grades from a phone photo');

  // A checked cell is outlined no more.
  const first = table
    .getByRole('cell')
    .filter({ hasText: 'Check this cell' })
    .first()
    .getByRole('textbox');
  await first.fill('80');
  await expect(outlined).toHaveCount(stated - 1);
  if (stated > 1)
    await expect(warning).toContainText(
      stated === 2 ? 'unsure of one cell' : `unsure of ${String(stated - 1)} cells`,
    );
  else await expect(warning).toBeHidden();

  // Another slip on the same visit: read by the engine and prepared by the worker already
  // started, which both end on leave.
  await page.getByLabel('Grade slip image').setInputFiles(SLIP);
  await page.getByRole('button', { name: 'Scan & Parse Grades' }).click();
  await expect(table.getByRole('textbox', { name: 'Subject of row 1' })).toHaveValue(
    'IT 311 Web Systems',
    { timeout: 30_000 },
  );
  const engines = () => requests.filter((url) => url.endsWith('/tesseract/worker.min.js'));
  expect(engines()).toHaveLength(1);
  await expect.poll(() => page.workers().length).toBe(2);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect.poll(() => page.workers().length).toBe(0);
});
