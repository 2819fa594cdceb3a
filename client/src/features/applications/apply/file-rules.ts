// What each upload accepts (A§5), in the words of the server's file rules
// (server/src/modules/files/file-types.ts), checked as soon as a file is picked.

const MB = 1024 * 1024;

export interface FileRule {
  /** For the file input's `accept`. */
  accept: string;
  types: readonly string[];
  maxBytes: number;
  label(name: string): string;
  wrongType(name: string): string;
}

const JPEG_PNG = ['image/jpeg', 'image/png'];

export const PHOTO_RULE: FileRule = {
  accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  types: JPEG_PNG,
  maxBytes: 5 * MB,
  label: () => 'The 2x2 picture',
  wrongType: () => '2x2 picture must be a JPG or PNG image.',
};

export const CERTIFICATE_RULE: FileRule = {
  accept: 'image/jpeg,image/png,image/gif,image/webp,application/pdf',
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
  maxBytes: 5 * MB,
  label: (name) => `Certificate "${name}"`,
  wrongType: (name) => `Certificate "${name}" must be an image or a PDF.`,
};

export const PARENT_ID_RULE: FileRule = {
  accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  types: [...JPEG_PNG, 'application/pdf'],
  maxBytes: 10 * MB,
  label: () => 'The parent/guardian ID',
  wrongType: () => 'The parent/guardian ID must be a JPG, PNG or PDF file.',
};

/** The server takes 12 files per request: the picture, the parent's ID and 10 certificates. */
export const MAX_CERTIFICATES = 10;

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The browser's media type, else the one its extension names (some systems give none). */
function typeOf(file: File): string {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type || (TYPE_BY_EXTENSION[extension] ?? '');
}

/** Why `file` cannot be uploaded under `rule`, or undefined when it can. */
export function fileProblem(rule: FileRule, file: File): string | undefined {
  if (!rule.types.includes(typeOf(file))) return rule.wrongType(file.name);
  if (file.size > rule.maxBytes) {
    return `${rule.label(file.name)} exceeds the ${String(rule.maxBytes / MB)}MB limit.`;
  }
  if (file.size === 0) return `${rule.label(file.name)} is empty.`;
  return undefined;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
