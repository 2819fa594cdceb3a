import { renderMail, type RenderedMail } from './layout.js';

interface Recipient {
  firstname: string;
}

interface Product {
  productName: string;
}

export function verificationMail(p: Product & { user: Recipient; url: string }): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'Verify your email address',
    greeting: `Hello ${p.user.firstname},`,
    paragraphs: [
      `Welcome to ${p.productName}! Please confirm your email address to finish setting up your account.`,
    ],
    action: { label: 'Verify Email', url: p.url },
    footnote:
      'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetMail(p: Product & { user: Recipient; url: string }): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'Reset your password',
    greeting: `Hello ${p.user.firstname},`,
    paragraphs: ['We received a request to reset the password of your account.'],
    action: { label: 'Reset Password', url: p.url },
    footnote:
      'This link expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays the same.',
  });
}

export function emailChangeMail(
  p: Product & { user: Recipient; url: string; newEmail: string },
): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'Confirm your new email address',
    greeting: `Hello ${p.user.firstname},`,
    paragraphs: [
      `Please confirm that ${p.newEmail} should become the email address of your account.`,
    ],
    action: { label: 'Confirm Email', url: p.url },
    footnote:
      'This link expires in 24 hours. Until you confirm, your current address stays in use.',
  });
}

export function passwordChangedMail(p: Product & { user: Recipient; when: string }): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'Your password was changed',
    greeting: `Hello ${p.user.firstname},`,
    paragraphs: [
      `The password of your account was changed on ${p.when}. Every device was signed out.`,
      'If this was not you, reset your password at once and contact the HR office.',
    ],
  });
}

/**
 * To the owner of an account that someone keeps failing to sign in to
 * (once per run of failures). Nothing in it helps the one guessing: no
 * address, no count, no time.
 */
export function signInAttemptsMail(p: Product & { user: Recipient }): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'Failed sign-in attempts on your account',
    greeting: `Hello ${p.user.firstname},`,
    paragraphs: [
      'Someone has been trying to sign in to your account with a wrong password.',
      'Your account is safe as long as your password is not known to others. Browsers where you signed in before keep working; new browsers may have to wait a few minutes before signing in for a while.',
      'If this was you, there is nothing to do. If not, consider changing your password from your profile, and never share it or use it elsewhere.',
    ],
  });
}
