import { mimePart } from './mime.js';
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

/** The text/html part of a raw MIME message, transfer-decoded. */
export function htmlPartOf(raw: string): string {
  const html = mimePart(raw, 'text/html');
  if (html === undefined) throw new Error('htmlPartOf: the message has no text/html part');
  return html;
}

/** The decoded body of the first MIME part whose Content-Type starts with `type`. */
export function mimePartOf(raw: string, type: string): string {
  const body = mimePart(raw, type);
  if (body === undefined) throw new Error(`mimePartOf: no ${type} part`);
  return body;
}
