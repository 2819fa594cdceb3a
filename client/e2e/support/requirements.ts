import type { Page } from '@playwright/test';
import { REQUIREMENT_DOCUMENTS, requirementFile } from '@sasm/test-data';

/**
 * Submits the six requirements with the page's session (a verified student's), as the
 * client's API does (POST /api/requirements, one multipart request); answers the
 * submission's id. The form itself is requirements.spec.ts's.
 */
export async function submitRequirements(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('no XSRF-TOKEN cookie: sign in first');
  const form = new FormData();
  for (const { key } of REQUIREMENT_DOCUMENTS) {
    const file = requirementFile(key);
    const bytes = new Uint8Array(Buffer.from(file.text, 'latin1'));
    form.append(key, new Blob([bytes], { type: file.mimeType }), file.name);
  }
  const response = await page.request.post('/api/requirements', {
    multipart: form,
    headers: { 'X-XSRF-TOKEN': token },
  });
  if (!response.ok()) {
    throw new Error(
      `POST /api/requirements: ${String(response.status())} ${await response.text()}`,
    );
  }
  const { submission } = (await response.json()) as { submission: { id: string } };
  return submission.id;
}
