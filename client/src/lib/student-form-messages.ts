/**
 * The alerts every student form (leave, re-application) shows, in the server's
 * words; apart from the schemas (lib/student-form-schema.ts), which load with
 * Zod on first validation.
 */
export const NAME_AND_ID = 'Please provide at least your Name and ID #.';
export const FIX_FIELDS = 'Please fix the highlighted fields.';
