import type { RequirementDocumentKey } from '@/gql/graphql';
import { fileProblem } from '@/lib/files';

/** A§9: the six required documents, in the spec's order and words (the server has the same). */
export const REQUIREMENT_DOCUMENTS: ReadonlyArray<{ key: RequirementDocumentKey; label: string }> =
  [
    { key: 'letter_of_application', label: 'Letter of Application' },
    { key: 'resume', label: 'Resume/Curriculum Vitae' },
    { key: 'recent_grades', label: 'Photocopy of Recent Grades' },
    { key: 'good_moral', label: 'Photocopy of Good Moral Certificate' },
    {
      key: 'indigency',
      label:
        'Photocopy of Barangay Certificate of Indigency/BIR Tax Exemption Certificate of Parent or Guardian',
    },
    { key: 'birth_certificate', label: 'Photocopy of Birth Certificate (NSO/PSA)' },
  ];

/** A§5 Requirements, word for word (the server answers with the same). */
export const REQUIRED_MESSAGE = 'This item is required. Please upload the required file.';
export const FIX_ERRORS = 'Please fix the highlighted errors before submitting.';
export const SUBMITTED_MESSAGE = 'Requirements submitted successfully.';
export const VERIFY_FIRST = 'Please verify your email address before submitting your requirements.';

/** Images or PDF, 5 MB (the server decides from the bytes; this spares a useless upload). */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,application/pdf';
const MAX_BYTES = 5 * 1024 * 1024;

/** The server's message for a file it would refuse, or null. */
export function documentProblem(file: File): string | null {
  return fileProblem(file, {
    accept: DOCUMENT_ACCEPT,
    maxBytes: MAX_BYTES,
    wrongType: `"${file.name}" must be a JPG, PNG or PDF file.`,
    tooBig: `"${file.name}" exceeds the 5MB limit.`,
  });
}
