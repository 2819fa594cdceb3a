import { renderMail, type RenderedMail } from '../mail/templates/layout.js';

interface LeaveDecisionMail {
  productName: string;
  firstName: string;
  /** "Sick Leave". */
  typeLabel: string;
  /** "Nov 3, 2026 – Nov 5, 2026". */
  span: string;
  decision: 'approved' | 'disapproved';
  remarks: string | null;
  url: string;
}

/** The student hears by mail when their leave is approved or disapproved. */
export function leaveDecisionMail(p: LeaveDecisionMail): RenderedMail {
  const approved = p.decision === 'approved';
  return renderMail({
    productName: p.productName,
    subject: approved
      ? 'Your leave application was approved'
      : 'Your leave application was disapproved',
    greeting: `Hello ${p.firstName},`,
    paragraphs: [
      `Your ${p.typeLabel} application for ${p.span} was ${approved ? 'approved' : 'disapproved'}.`,
      ...(p.remarks ? [`Remarks: ${p.remarks}`] : []),
      approved
        ? 'These days show as "On leave" in your Daily Time Record; you do not record hours on them.'
        : 'If you have questions, please contact your office.',
    ],
    action: { label: 'View Leave', url: p.url },
  });
}
