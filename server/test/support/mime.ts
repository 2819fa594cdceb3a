// Just enough MIME for assertions on the mail the server sends (the latest
// mailparser does not install here, STACK.md).

export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The transfer-decoded body of the first part whose Content-Type starts with
 * `type`. Parts are cut at the message's declared boundaries, never at any
 * line starting with "--" (a wrapped quoted-printable line may).
 */
export function mimePart(raw: string, type: string): string | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  let parts = [raw];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(`--${boundary}`));
  for (const part of parts) {
    const text = part.replace(/^\r?\n/, '');
    const split = text.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = text.slice(0, split);
    if (!new RegExp(`^content-type:\\s*${type.replace('/', '\\/')}`, 'im').test(headers)) continue;
    const body = text
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64')
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  }
  return undefined;
}
