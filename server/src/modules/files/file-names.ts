const MAX_NAME_LENGTH = 200;
/** An extension worth keeping when a long name is cut: a dot and up to 10 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The name a client sent, fit to keep and show: the last path part (old
 * browsers send C:\fakepath\…), without control and format characters (the
 * bidi overrides U+202A–U+202E and U+2066–U+2069 among them, which can
 * disguise "cod.exe" as "exe.doc"), at most 200 characters with the
 * extension kept when it has to be cut.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const chars = [...clean];
  if (chars.length <= MAX_NAME_LENGTH) return clean || 'file';
  const extension = EXTENSION.exec(clean)?.[0] ?? '';
  const stem = chars.slice(0, MAX_NAME_LENGTH - [...extension].length).join('');
  return `${stem.trimEnd()}${extension}`;
}

/**
 * The name in printable ASCII for clients that cannot read RFC 5987: letters
 * lose their accents ("Peñaranda" → "Penaranda"), anything else not ASCII,
 * quotes, backslashes and percent signs become "_".
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/**
 * `Content-Disposition` with an ASCII fallback name for old clients and the
 * exact name in RFC 5987 form for the rest.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encoded}`;
}
