import { renderMail, type RenderedMail } from '../mail/templates/layout.js';
import { type ApplicationPosition } from '../positions/position.table.js';

interface Applicant {
  firstName: string;
}

interface Common {
  productName: string;
  applicant: Applicant;
  position: ApplicationPosition;
  url: string;
}

export const POSITION_LABELS: Record<ApplicationPosition, string> = {
  student_assistant: 'Student Assistant',
  student_marshal: 'Student Marshal',
};

export function applicationReceivedMail(p: Common): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'We received your scholarship application',
    greeting: `Hello ${p.applicant.firstName},`,
    paragraphs: [
      `Thank you for applying for the ${POSITION_LABELS[p.position]} scholarship. Your application is now pending review by HR.`,
      'You will receive an e-mail whenever its status changes. If you are selected for an interview, we will send you the date, time and place.',
    ],
    action: { label: 'View Application', url: p.url },
  });
}

export interface InterviewDetails {
  /** Already formatted for people, e.g. "Wednesday, 25 November 2026". */
  date: string;
  time: string;
  location: string;
  notes?: string;
}

export function interviewScheduledMail(p: Common & { interview: InterviewDetails }): RenderedMail {
  const { interview } = p;
  return renderMail({
    productName: p.productName,
    subject: 'Interview scheduled for your scholarship application',
    greeting: `Hello ${p.applicant.firstName},`,
    paragraphs: [
      `You are invited to an interview for the ${POSITION_LABELS[p.position]} scholarship.`,
      `Date: ${interview.date}`,
      `Time: ${interview.time}`,
      `Location: ${interview.location}`,
      ...(interview.notes ? [`Notes: ${interview.notes}`] : []),
      'Please arrive 15 minutes early. The interview lasts about 30-45 minutes.',
      'A calendar invitation is attached.',
    ],
    action: { label: 'View Application', url: p.url },
  });
}

export function applicationAcceptedMail(p: Common & { academicEmailDomain: string }): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'Your scholarship application was accepted',
    greeting: `Congratulations, ${p.applicant.firstName}!`,
    paragraphs: [
      `Your application for the ${POSITION_LABELS[p.position]} scholarship has been accepted.`,
      `Next steps: sign in to see your office assignment and duty details, and make sure your account uses your academic e-mail address (ending with @${p.academicEmailDomain}).`,
    ],
    action: { label: 'View Application', url: p.url },
  });
}

export function applicationRejectedMail(p: Common & { comments?: string | null }): RenderedMail {
  return renderMail({
    productName: p.productName,
    subject: 'Update on your scholarship application',
    greeting: `Hello ${p.applicant.firstName},`,
    paragraphs: [
      `Thank you for your interest in the ${POSITION_LABELS[p.position]} scholarship. After careful review, we are unable to accept your application at this time.`,
      ...(p.comments ? [`Comments from HR: ${p.comments}`] : []),
      'You may submit a new application in the future.',
    ],
    action: { label: 'View Application', url: p.url },
  });
}
