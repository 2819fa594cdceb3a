/**
 * The six required documents of A§9, in the spec's order and words. The key
 * is stable (database enum, REST multipart field, GraphQL enum); the label is
 * what people read.
 */
export const REQUIREMENT_DOCUMENTS = [
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
] as const;

export type RequirementKey = (typeof REQUIREMENT_DOCUMENTS)[number]['key'];

export const REQUIREMENT_KEYS = REQUIREMENT_DOCUMENTS.map((doc) => doc.key) as [
  RequirementKey,
  ...RequirementKey[],
];

export const isRequirementKey = (value: string): value is RequirementKey =>
  (REQUIREMENT_KEYS as readonly string[]).includes(value);

export const requirementLabel = (key: RequirementKey): string =>
  REQUIREMENT_DOCUMENTS.find((doc) => doc.key === key)!.label;

/** The spec's words (A§5 Requirements), and ours where it has none. */
export const REQUIREMENT_MESSAGES = {
  required: 'This item is required. Please upload the required file.',
  fixErrors: 'Please fix the highlighted errors before submitting.',
  submitted: 'Requirements submitted successfully.',
  verifyFirst: 'Please verify your email address before submitting your requirements.',
  alreadySubmitted:
    'You have already submitted your requirements. Re-upload only the items marked "Needs re-upload".',
  notFound: 'Requirements submission not found',
  unknownItem: 'Unknown requirement item',
  approvedIsFinal: 'This item was approved: it cannot be replaced.',
  waitingForReview:
    'This item is waiting for review: only items marked "Needs re-upload" can be replaced.',
  noteRequired: 'Please write a note telling the student what to re-upload.',
  noteTooLong: 'Note must be at most 2,000 characters',
  changed: 'This requirement was changed by someone else in the meantime. Reload it and try again.',
  oneFileEach: 'Attach one file per item',
} as const;
