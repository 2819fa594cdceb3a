import { renderMail, type RenderedMail } from '../mail/templates/layout.js';
import type { LeaveStatus } from './leave.table.js';

interface LeaveDecisionMail {
  productName: string;
  firstName: string;
  /** "Sick Leave". */
  typeLabel: string;
  /** "Nov 3, 2026 – Nov 5, 2026". */
  span: string;
  /** The status after the decision. */
  status: LeaveStatus;
  /** False when the decision kept the status and changed only the remarks or HR note. */
  moved: boolean;
  /** Who decided, as the student reads it: "Your office" or "HR". */
  by: string;
  remarks: string | null;
  hrNote: string | null;
  url: string;
}

/** Subject and first sentence by what happened to the request. */
function wordsOf(p: LeaveDecisionMail): { subject: string; sentence: string; after: string } {
  const what = `Your ${p.typeLabel} application for ${p.span}`;
  if (!p.moved)
    return {
      subject: 'Your leave application was updated',
      sentence: `${p.by} added a note to your ${p.typeLabel} application for ${p.span}; its status stays ${p.status}.`,
      after: 'You can read it on your Leave page.',
    };
  switch (p.status) {
    case 'approved':
      return {
        subject: 'Your leave application was approved',
        sentence: `${what} was approved.`,
        after:
          'These days show as "On leave" in your Daily Time Record; you do not record hours on them.',
      };
    case 'disapproved':
      return {
        subject: 'Your leave application was disapproved',
        sentence: `${what} was disapproved.`,
        after: 'If you have questions, please contact your office.',
      };
    case 'cancelled':
      return {
        subject: 'Your leave application was cancelled',
        sentence: `${what} was cancelled by HR.`,
        after: 'If you still need the leave, please file a new application.',
      };
    default:
      return {
        subject: 'Your leave application is pending again',
        sentence: `${what} was set back to pending.`,
        after: 'You will hear from us again when it is decided.',
      };
  }
}

/** The student hears by mail of every decision on their leave, the remarks and HR note included. */
export function leaveDecisionMail(p: LeaveDecisionMail): RenderedMail {
  const { subject, sentence, after } = wordsOf(p);
  return renderMail({
    productName: p.productName,
    subject,
    greeting: `Hello ${p.firstName},`,
    paragraphs: [
      sentence,
      ...(p.remarks ? [`Remarks: ${p.remarks}`] : []),
      ...(p.hrNote ? [`HR note: ${p.hrNote}`] : []),
      after,
    ],
    action: { label: 'View Leave', url: p.url },
  });
}
