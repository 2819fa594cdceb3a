import { fileProblem } from '@/lib/files';

/** A§5 Grades image: PNG or JPG only, at most 5 MB, in the spec's words. */
export const SLIP_ACCEPT = 'image/png,image/jpeg';
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const ONLY_IMAGES = 'Only image files are allowed (png, jpg, jpeg).';
export const TOO_BIG = 'File too large. Max 5MB allowed.';

const SLIP_RULE = {
  accept: SLIP_ACCEPT,
  maxBytes: SLIP_MAX_BYTES,
  wrongType: ONLY_IMAGES,
  tooBig: TOO_BIG,
};

/** Why this file cannot be the slip, or null when it can. */
export function slipFileProblem(file: File): string | null {
  return fileProblem(file, SLIP_RULE);
}
