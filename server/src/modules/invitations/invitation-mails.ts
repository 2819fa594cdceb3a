import { renderMail, type RenderedMail } from '../mail/templates/layout.js';
import { ROLE_LABELS } from '../user-accounts/user-account-rules.js';
import type { UserRole } from '../../common/access/roles.js';

export const INVITATION_SUBJECT = 'You are invited to set up your staff account';

export function invitationMail(p: {
  productName: string;
  firstname: string;
  inviterName: string;
  role: UserRole;
  officeName: string | null;
  url: string;
}): RenderedMail {
  const where = p.officeName ? ` of the ${p.officeName}` : '';
  return renderMail({
    productName: p.productName,
    subject: INVITATION_SUBJECT,
    greeting: `Hello ${p.firstname},`,
    paragraphs: [
      `${p.inviterName} invited you to ${p.productName} as ${ROLE_LABELS[p.role]}${where}.`,
      'Choose a password to activate your account; you will be signed in at once.',
    ],
    action: { label: 'Set Your Password', url: p.url },
    footnote:
      'This link works once and expires in 7 days. If you did not expect it, you can ignore this email.',
  });
}
