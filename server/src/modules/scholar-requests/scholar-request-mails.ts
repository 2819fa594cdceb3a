import { POSITION_LABELS } from '../applications/application-mails.js';
import { renderMail, type RenderedMail } from '../mail/templates/layout.js';
import type { ScholarRequestStatus } from './scholar-requests.table.js';
import { type ApplicationPosition } from '../positions/position.table.js';

export const STATUS_LABELS: Record<ScholarRequestStatus, string> = {
  open: 'Open',
  fulfilled: 'Fulfilled',
  partially_fulfilled: 'Partially Fulfilled',
  declined: 'Declined',
  cancelled: 'Withdrawn',
};

export const scholarsCount = (count: number) => `${count} ${count === 1 ? 'scholar' : 'scholars'}`;

/** "3 scholars (2 male, 1 female, Student Assistant)": what was asked, as people say it. */
export function describeRequest(request: {
  total: number;
  male: number;
  female: number;
  scholarType: ApplicationPosition | null;
}): string {
  const details = [
    `${request.male} male`,
    `${request.female} female`,
    ...(request.scholarType ? [POSITION_LABELS[request.scholarType]] : []),
  ];
  return `${scholarsCount(request.total)} (${details.join(', ')})`;
}

const SUBJECTS: Partial<Record<ScholarRequestStatus, string>> = {
  fulfilled: 'Your scholar request was fulfilled',
  partially_fulfilled: 'Your scholar request was partially fulfilled',
  declined: 'Your scholar request was declined',
  open: 'Your scholar request was reopened',
};

export interface AnsweredMail {
  productName: string;
  firstName: string;
  officeName: string;
  /** Already formatted for people, e.g. "March 3, 2026". */
  requestedOn: string;
  request: Parameters<typeof describeRequest>[0] & {
    status: ScholarRequestStatus;
    answer: string | null;
  };
  url: string;
}

/** To each staff member of the office that asked: HR's answer (or that it was reopened). */
export function scholarRequestAnsweredMail(p: AnsweredMail): RenderedMail {
  const { status, answer } = p.request;
  const outcome =
    status === 'open'
      ? 'HR reopened it and will answer it again.'
      : `HR marked it ${STATUS_LABELS[status].toLowerCase()}.`;
  return renderMail({
    productName: p.productName,
    subject: SUBJECTS[status] ?? 'Your scholar request was updated',
    greeting: `Hello ${p.firstName},`,
    paragraphs: [
      `The ${p.officeName} asked for ${describeRequest(p.request)} on ${p.requestedOn}. ${outcome}`,
      ...(answer ? [`HR's answer: ${answer}`] : []),
    ],
    action: { label: 'View Requests', url: p.url },
  });
}
