import { describe, expect, it } from '@jest/globals';
import {
  emailChangeMail,
  passwordChangedMail,
  passwordResetMail,
  signInAttemptsMail,
  verificationMail,
} from './account-mails.js';

const user = { firstname: '<script>alert(1)</script>' };
const product = { productName: 'SASM <b>IMS</b>' };
const url = 'http://localhost:3000/email/verify/abc?x=1&y=2';

describe('account mails', () => {
  it.each([
    ['verification', verificationMail({ ...product, user, url })],
    ['password reset', passwordResetMail({ ...product, user, url })],
    ['e-mail change', emailChangeMail({ ...product, user, url, newEmail: '"<img>"@example.edu' })],
    ['password changed', passwordChangedMail({ ...product, user, when: '<i>today</i>' })],
    ['failed sign-in attempts', signInAttemptsMail({ ...product, user })],
  ])('the %s mail escapes the name and every other value in its HTML', (_, mail) => {
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toMatch(/<(script|img|b>|i>)/i);
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('puts the link in both parts', () => {
    const mail = verificationMail({ ...product, user, url });
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('href="http://localhost:3000/email/verify/abc?x=1&amp;y=2"');
  });
});
