/** A§5 Grades image: PNG or JPG only, at most 5 MB, in the spec's words. */
export const SLIP_ACCEPT = 'image/png,image/jpeg';
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const ONLY_IMAGES = 'Only image files are allowed (png, jpg, jpeg).';
export const TOO_BIG = 'File too large. Max 5MB allowed.';

const ACCEPTED = new Set(SLIP_ACCEPT.split(','));

/** Why this file cannot be the slip, or null when it can. */
export function slipFileProblem(file: File): string | null {
  if (!ACCEPTED.has(file.type)) return ONLY_IMAGES;
  if (file.size > SLIP_MAX_BYTES) return TOO_BIG;
  return null;
}
