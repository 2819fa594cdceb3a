import type { FileRule } from '@/lib/files';

/**
 * The re-application's grades attachment, as the server takes it; apart from
 * the form's schema (reapplication-schema.ts), which loads with Zod on first
 * validation.
 */
export const GRADES_RULE: FileRule = {
  accept: 'image/jpeg,image/png,application/pdf',
  maxBytes: 5 * 1024 * 1024,
  wrongType: 'The grades attachment must be a JPG, PNG or PDF file.',
  tooBig: 'The grades attachment exceeds the 5MB limit.',
};
