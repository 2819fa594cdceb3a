import { deflateSync } from 'node:zlib';

import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  ELEMENTARY,
  SEMINAR,
  applicationForm,
  multipartFields,
  type Position,
} from '@sasm/test-data';

import { signIn, type Credentials } from './accounts';
import { newUserContext } from './contexts';
import { signUpVerifiedStudent } from './mailed-links';

// The list specs import it from here.
export { uniqueSurname } from '@sasm/test-data';

// Applications made the way the spec's student client sends them (A§7: POST
// /api/applications, multipart, every field text), so staff journeys need no
// student UI. The server checks files by their magic numbers: these are real.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid 2x2 PNG of one colour. */
export function tinyPng(rgb: [number, number, number] = [46, 125, 50]): Buffer {
  const size = 2;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF showing `text`. */
export function tinyPdf(text = 'Certificate of Attendance'): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(stream.length)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface ApplicantNames {
  firstName: string;
  lastName: string;
  position?: Position;
}

/** A complete, valid form as the multipart fields carry it (A§7: all text). */
function formFields({ firstName, lastName, position }: ApplicantNames): Record<string, string> {
  return multipartFields(
    applicationForm({
      firstName,
      lastName,
      ...(position && { position }),
      ...ELEMENTARY,
      seminars: [SEMINAR],
    }),
  );
}

/** Submits an application with the page's session (a verified student's); answers its id. */
export async function submitApplication(page: Page, names: ApplicantNames): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('no XSRF-TOKEN cookie: sign in first');
  const form = new FormData();
  for (const [name, value] of Object.entries(formFields(names))) form.append(name, value);
  const file = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
  form.append('profilePhoto', file(tinyPng(), 'image/png'), 'photo.png');
  form.append('certificates', file(tinyPdf(), 'application/pdf'), 'leadership-seminar.pdf');
  form.append('certificates', file(tinyPng([21, 101, 192]), 'image/png'), 'award.png');
  form.append('parentID', file(tinyPng([198, 40, 40]), 'image/png'), 'parent-id.png');
  const response = await page.request.post('/api/applications', {
    multipart: form,
    headers: { 'X-XSRF-TOKEN': token },
  });
  if (!response.ok()) {
    throw new Error(
      `POST /api/applications: ${String(response.status())} ${await response.text()}`,
    );
  }
  const { application } = (await response.json()) as { application: { id: string } };
  return application.id;
}

export interface Applicant extends Credentials {
  applicationId: string;
  /** Signed in as the student, in a browser context of its own. */
  page: Page;
  context: BrowserContext;
}

/** A new verified student, signed in in its own context, whose application is submitted. */
export async function newApplicant(
  browser: Browser,
  baseURL: string | undefined,
  names: ApplicantNames,
): Promise<Applicant> {
  const context = await newUserContext(browser, baseURL);
  const page = await context.newPage();
  const student = await signUpVerifiedStudent(page);
  await signIn(page, student);
  const applicationId = await submitApplication(page, names);
  return { ...student, applicationId, page, context };
}
