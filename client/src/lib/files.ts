/** What every file field and preview says about a file, the same way. */

/** "1.2 MB", "840 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}

export function isPdf(mimeType: string): boolean {
  return mimeType === 'application/pdf';
}

/** A stored file (`/api/files/:id`) as an attachment (Content-Disposition), for Download. */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

/** What a file field takes, checked here as the server will (it decides from the bytes). */
export interface FileRule {
  /** MIME types, comma-separated (also the file input's accept). */
  accept: string;
  maxBytes: number;
  /** The refusals, in the server's words. */
  wrongType: string;
  tooBig: string;
}

/** Why `file` breaks `rule` (its type as the browser names it, its size), or null. */
export function fileProblem(file: File, rule: FileRule): string | null {
  if (!rule.accept.split(',').includes(file.type)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooBig;
  return null;
}
