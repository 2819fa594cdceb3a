import { MailWorker } from '../../src/modules/mail/mail.worker.js';
import type { ReceivedMail, TestSmtpServer } from './smtp-server.js';
import type { TestApp } from './test-app.js';

/** Delivers everything the outbox has due now, synchronously. */
export async function deliverMail(sut: TestApp): Promise<void> {
  await sut.get<MailWorker>(MailWorker).drain();
}

/** The most recent mail with this subject to this address; fails the test when there is none. */
export function lastMailTo(smtp: TestSmtpServer, address: string, subject: string): ReceivedMail {
  const mail = smtp
    .to(address)
    .filter((m) => m.subject === subject)
    .at(-1);
  if (!mail) {
    const got = smtp.to(address).map((m) => m.subject);
    throw new Error(`no "${subject}" mail to ${address} (got ${JSON.stringify(got)})`);
  }
  return mail;
}

/** The code of an e-mailed link: `?code=` of a reset link, else the last path segment. */
export function codeOf(link: string | undefined): string {
  if (!link) throw new Error('codeOf: no link');
  const url = new URL(link);
  return url.searchParams.get('code') ?? url.pathname.split('/').at(-1)!;
}

export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text/html part of a raw MIME message, transfer-decoded. */
export function htmlPartOf(raw: string): string {
  const part = /Content-Type: text\/html[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw);
  if (!part) throw new Error('htmlPartOf: the message has no text/html part');
  const headers = raw.slice(part.index, part.index + part[0].length - part[1]!.length);
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(part[1]!, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    return decodeQuotedPrintable(part[1]!);
  return part[1]!;
}

/** The decoded body of the first MIME part whose Content-Type starts with `type`. */
export function mimePartOf(raw: string, type: string): string {
  const start = raw.toLowerCase().indexOf(`content-type: ${type.toLowerCase()}`);
  if (start < 0) throw new Error(`mimePartOf: no ${type} part`);
  const part = raw.slice(start);
  const [headers = '', rest = ''] =
    part.split(/\r?\n\r?\n/, 2).length === 2
      ? [
          part.slice(0, part.search(/\r?\n\r?\n/)),
          part.slice(part.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, ''),
        ]
      : [part, ''];
  const body = rest.split(/\r?\n--/)[0] ?? '';
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}
