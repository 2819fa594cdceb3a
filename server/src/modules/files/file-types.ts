import type { FilePurpose } from './files.table.js';

export type SniffedMime =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | typeof XLSX_MIME
  | 'text/csv';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How many leading bytes `sniffMime` needs to tell every type apart (WebP's RIFF header). */
export const SNIFF_BYTES = 12;

type Magic = Array<[offset: number, bytes: string | number[]]>;

// Each type's magic number: byte strings expected at these offsets.
const signatures: Array<[SniffedMime, Magic]> = [
  ['image/jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  ['image/png', [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  ['image/gif', [[0, 'GIF87a']]],
  ['image/gif', [[0, 'GIF89a']]],
  [
    'image/webp',
    [
      [0, 'RIFF'],
      [8, 'WEBP'],
    ],
  ],
  ['application/pdf', [[0, '%PDF-']]],
];

function matches(head: Buffer, magic: Magic): boolean {
  return magic.every(([offset, bytes]) => {
    const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
    return head.subarray(offset, offset + expected.length).equals(expected);
  });
}

/** The media type the first bytes of a file announce (its magic number); null when none we accept. */
export function sniffMime(head: Uint8Array): SniffedMime | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  return signatures.find(([, magic]) => matches(bytes, magic))?.[0] ?? null;
}

const MB = 1024 * 1024;
const JPEG_PNG: readonly SniffedMime[] = ['image/jpeg', 'image/png'];
const JPEG_PNG_PDF: readonly SniffedMime[] = ['image/jpeg', 'image/png', 'application/pdf'];

export interface FileRule {
  accept: readonly SniffedMime[];
  maxBytes: number;
  /** How the messages name the file: "The 2x2 picture", `Certificate "a.pdf"`. */
  label(name: string): string;
  wrongType(name: string): string;
  /** The spec's own words for a file over the limit, where it has some (A§5). */
  tooBig?: string;
  /** Tells the type from the first bytes where magic numbers cannot (text): `sniffMime` otherwise. */
  sniff?: (head: Buffer) => SniffedMime | null;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * A spreadsheet to import: a workbook is a ZIP, anything else is taken for
 * CSV here; the import's reader checks the bytes further and names what a
 * file really is before its row is recorded.
 */
const sniffSpreadsheet = (head: Buffer): SniffedMime =>
  ZIP.every((byte, i) => head[i] === byte) ? XLSX_MIME : 'text/csv';

/**
 * What each purpose accepts (A§5). The application service and the client's
 * forms mirror this table, so a user sees the same words on both sides.
 */
export const fileRules: Record<FilePurpose, FileRule> = {
  profile_photo: {
    accept: JPEG_PNG,
    maxBytes: 5 * MB,
    label: () => 'The 2x2 picture',
    wrongType: () => '2x2 picture must be a JPG or PNG image.',
  },
  certificate: {
    accept: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
    maxBytes: 5 * MB,
    label: (name) => `Certificate "${name}"`,
    wrongType: (name) => `Certificate "${name}" must be an image or a PDF.`,
  },
  parent_id: {
    accept: JPEG_PNG_PDF,
    maxBytes: 10 * MB,
    label: () => 'The parent/guardian ID',
    wrongType: () => 'The parent/guardian ID must be a JPG, PNG or PDF file.',
  },
  id_document: {
    accept: JPEG_PNG_PDF,
    maxBytes: 10 * MB,
    label: () => 'The ID document',
    wrongType: () => 'The ID document must be a JPG, PNG or PDF file.',
  },
  signature: {
    accept: JPEG_PNG,
    maxBytes: 2 * MB,
    label: () => 'The signature',
    wrongType: () => 'The signature must be a JPG or PNG image.',
  },
  // A medical certificate or the like, attached to a leave application.
  leave_proof: {
    accept: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
    maxBytes: 5 * MB,
    label: () => 'The proof document',
    wrongType: () => 'The proof document must be an image or a PDF.',
  },
  // One of the six documents of A§9 (Letter of Application, Resume, …).
  requirement_document: {
    accept: JPEG_PNG_PDF,
    maxBytes: 5 * MB,
    label: (name) => `"${name}"`,
    wrongType: (name) => `"${name}" must be a JPG, PNG or PDF file.`,
  },
  // The picture of a grade slip read by OCR (A§2.3 Grades Upload, A§5).
  grade_slip: {
    accept: JPEG_PNG,
    maxBytes: 5 * MB,
    label: () => 'The grades image',
    wrongType: () => 'Only image files are allowed (png, jpg, jpeg).',
    tooBig: 'File too large. Max 5MB allowed.',
  },
  // Recent grades attached to a re-application when no saved grade report is chosen.
  reapplication_grades: {
    accept: JPEG_PNG_PDF,
    maxBytes: 5 * MB,
    label: () => 'The grades attachment',
    wrongType: () => 'The grades attachment must be a JPG, PNG or PDF file.',
  },
  // A§2.3 Upload Schedule, A§5.
  class_schedule: {
    accept: ['application/pdf'],
    maxBytes: 10 * MB,
    label: () => 'The schedule',
    wrongType: () => 'Only PDF files are allowed.',
    tooBig: 'File too large. Max 10MB allowed.',
  },
  // A spreadsheet of offices, staff, students or scholars for HR's import.
  import: {
    accept: [XLSX_MIME, 'text/csv'],
    maxBytes: 20 * MB,
    label: (name) => `The file "${name}"`,
    wrongType: () => 'Upload a .csv or .xlsx file.',
    tooBig: 'The file is larger than 20 MB; split it into smaller files.',
    sniff: sniffSpreadsheet,
  },
};

export interface FileMessages {
  wrongType: string;
  tooBig: string;
  empty: string;
  /** The upload stopped before its end (client gone, multipart error). */
  incomplete: string;
}

/** Every message an upload of `purpose` named `name` can fail with. */
export function fileMessages(purpose: FilePurpose, name: string): FileMessages {
  const rule = fileRules[purpose];
  const label = rule.label(name);
  return {
    wrongType: rule.wrongType(name),
    tooBig: rule.tooBig ?? `${label} exceeds the ${rule.maxBytes / MB}MB limit.`,
    empty: `${label} is empty.`,
    incomplete: `${label} did not upload completely. Please try again.`,
  };
}
