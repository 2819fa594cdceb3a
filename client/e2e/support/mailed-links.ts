import type { Page } from '@playwright/test';

import { expect } from '../fixtures';
import { graphql, signUpStudent, type Credentials } from './accounts';
import { mailsTo } from './server-data';

/**
 * The path (with query) of the newest link containing `pathPart` mailed to
 * `address`; mail is written shortly after the request that queued it.
 */
export async function linkMailedTo(address: string, pathPart: string): Promise<string> {
  const newestLink = () =>
    mailsTo(address)
      .flatMap((mail) => mail.links)
      .findLast((link) => link.includes(pathPart));
  await expect
    .poll(newestLink, { message: `a mail to ${address} with a ${pathPart} link`, timeout: 15_000 })
    .toBeDefined();
  const url = new URL(newestLink() ?? '');
  return `${url.pathname}${url.search}`;
}

const VERIFY_EMAIL = `mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { redirectUrl } }`;

/** A new student whose e-mail address is confirmed (through the mailed link's code). */
export async function signUpVerifiedStudent(page: Page): Promise<Credentials> {
  const student = await signUpStudent(page);
  const link = await linkMailedTo(student.email, '/email/verify/');
  const code = link.split('/').pop() ?? '';
  const answer = await graphql(page, VERIFY_EMAIL, { code });
  if (answer.errors) throw new Error(`verifyEmail failed: ${JSON.stringify(answer.errors)}`);
  return student;
}
