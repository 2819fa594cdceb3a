/** A§5 / A§9: a schedule is a PDF of at most 10 MB; the server checks the same by the bytes. */
export const SCHEDULE_ACCEPT = 'application/pdf,.pdf';
export const SCHEDULE_MAX_BYTES = 10 * 1024 * 1024;
export const ONLY_PDF = 'Only PDF files are allowed.';
export const TOO_LARGE = 'File too large. Max 10MB allowed.';

const PDF_MAGIC = '%PDF-';

/**
 * Why `file` cannot be a schedule (the spec's words), or null. The type is
 * read from the first bytes like the server does, so a picture renamed .pdf
 * is refused here already and not after a 10 MB upload.
 */
export async function scheduleFileProblem(file: File): Promise<string | null> {
  const head = await file.slice(0, PDF_MAGIC.length).text();
  if (head !== PDF_MAGIC) return ONLY_PDF;
  if (file.size > SCHEDULE_MAX_BYTES) return TOO_LARGE;
  return null;
}
