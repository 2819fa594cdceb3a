const MAX_NAME_LENGTH = 200;

/**
 * The name a client sent, fit to keep and show: the last path part (old
 * browsers send C:\fakepath\…), without control and bidi-override characters
 * (which can disguise "cod.exe" as "exe.doc"), at most 200 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return [...clean].slice(0, MAX_NAME_LENGTH).join('') || 'file';
}

/**
 * `Content-Disposition` with an ASCII fallback name for old clients and the
 * exact name in RFC 5987 form for the rest.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
