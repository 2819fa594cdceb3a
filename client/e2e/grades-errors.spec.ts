import type { Page } from '@playwright/test';

import { signIn } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/journey-test';
import { signUpVerifiedStudent } from './support/mailed-links';

// Issue #11 Grades: what the page says when things go wrong (A§5, A§8): a file over 5 MB, an
// image the OCR cannot read ('OCR failed: …'), a scan the student cancels (Cancel OCR), and
// text with no grade rows in it ('Parse failed: …').

// An image that is no image makes the OCR engine (in its worker) and the preview complain.
test.use({
  expectedProblems:
    /^console error: (libpng error|Error in pix|Image file \/input cannot be read|Connecting to 'blob:|CSP violation: connect-src blocked blob)/,
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG the browser draws: a few words, no grades. */
async function wordsPng(page: Page, words: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000';
    context.font = '36px sans-serif';
    context.fillText(text, 20, 70);
    return canvas.toDataURL('image/png');
  }, words);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('the grades page answers a file too large, an unreadable image, a cancelled scan and text with no grades', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const student = await signUpVerifiedStudent(page);
  await signIn(page, student);
  await openApp(page, '/grades');
  const picker = page.getByLabel('Grade slip image');

  await picker.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(page.getByRole('alert')).toHaveText('File too large. Max 5MB allowed.');

  // Looks like a PNG, is none: the OCR cannot read it.
  await picker.setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a picture')]),
  });
  await page.getByRole('button', { name: 'Scan & Parse Grades' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^OCR failed: .+/, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, 'grades OCR failed');

  // The language data held back, so the scan cannot end before it is cancelled.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/tesseract/**', async (route) => {
    if (route.request().url().includes('traineddata')) await held;
    await route.continue();
  });
  await picker.setInputFiles({
    name: 'words.png',
    mimeType: 'image/png',
    buffer: await wordsPng(page, 'HELLO SCHOLARS'),
  });
  await page.getByRole('button', { name: 'Scan & Parse Grades' }).click();
  await page.getByRole('button', { name: 'Cancel OCR' }).click();
  await expect(page.getByRole('button', { name: 'Cancel OCR' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Scan & Parse Grades' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Extracted text' })).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();
  release();
  await context.unroute('**/tesseract/**');

  // Read to the end this time: words, but no grade rows.
  await page.getByRole('button', { name: 'Scan & Parse Grades' }).click();
  await expect(page.getByRole('textbox', { name: 'Extracted text' })).toContainText('HELLO', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Improve scan' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Parse failed: No grade rows were found in the text.',
  );
});
