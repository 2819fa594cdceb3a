import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads what the server under test (started by global-setup.ts) writes into its
// data directory: the demo accounts' password and the outgoing mail (.eml files).

export type DemoRole = 'student' | 'hr' | 'office';

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright (global setup)');
  return dir;
}

/** E-mail and password of the seeded demo account of a role. */
export function demoAccount(role: DemoRole): { email: string; password: string } {
  const text = readFileSync(join(dataDir(), 'demo-credentials.txt'), 'utf8');
  const line = text.split('\n').find((l) => l.startsWith(`${role} `));
  const [, email, password] = line?.trim().split(/\s+/) ?? [];
  if (!email || !password) throw new Error(`no demo account for ${role} in demo-credentials.txt`);
  return { email, password };
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Undoes quoted-printable soft line breaks and escapes (nodemailer's text encoding). */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string): SentMail {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  // The text/plain part of the multipart/alternative message, cut at the real boundary
  // (a wrapped quoted-printable line may itself start with "--").
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1] ?? '';
  const part = raw.split(`--${boundary}`).find((p) => /Content-Type: text\/plain/i.test(p)) ?? '';
  const plain = part.replace(/^[^]*?\r?\n\r?\n/, '').replace(/\r?\n$/, '');
  const text = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(plain) : plain;
  return {
    to: header('To'),
    subject: header('Subject'),
    text,
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/** Every message sent to `address` so far, oldest first. */
export function mailsTo(address: string): SentMail[] {
  const dir = join(dataDir(), 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => parse(readFileSync(join(dir, file), 'utf8')))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}
