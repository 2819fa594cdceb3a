import { CLOSED_STATUSES } from '@/components/application-labels';
import type { StudentApplicationQuery } from '@/gql/graphql';
import { formatCalendarDate, formatClockTime, formatDate } from '@/lib/format-date';

export type DashboardApplication = StudentApplicationQuery['myApplications'][number];
export type DashboardRequirements = NonNullable<StudentApplicationQuery['myRequirementSubmission']>;

export interface StepLink {
  to: string;
  label: string;
}

/** A label and its value: the step's date, an interview's time and place. */
export type StepDetail = [label: string, value: string];

export interface NextStep {
  /** What happens next, in plain words. */
  text: string;
  details: StepDetail[];
  link?: StepLink;
}

/** The application the dashboard speaks of: the newest not withdrawn, else the newest. */
export function applicationToShow(
  applications: readonly DashboardApplication[],
): DashboardApplication | undefined {
  return applications.find(({ status }) => status !== 'withdrawn') ?? applications[0];
}

const OPEN_DTR: StepLink = { to: '/dtr', label: 'Open my DTR' };
// A§2.1: a student may apply again once no application of theirs is active (not closed).
const APPLY_AGAIN: StepLink = { to: '/application', label: 'Apply again' };
const TO_BE_ANNOUNCED = 'To be announced';

function interviewDetails(application: DashboardApplication): StepDetail[] {
  const { interviewDate, interviewTime, interviewLocation, interviewNotes } = application;
  const details: StepDetail[] = [
    ['Date', interviewDate ? formatCalendarDate(interviewDate) : TO_BE_ANNOUNCED],
    ['Time', interviewTime ? formatClockTime(interviewTime) : TO_BE_ANNOUNCED],
    ['Location', interviewLocation ?? TO_BE_ANNOUNCED],
  ];
  if (interviewNotes) details.push(['Notes', interviewNotes]);
  return details;
}

/** What the student does or waits for next, by the application's status. */
export function nextStepOf(application: DashboardApplication): NextStep {
  const submitted: StepDetail = ['Submitted', formatDate(application.submittedAt)];
  const updated: StepDetail = ['Last updated', formatDate(application.updatedAt)];
  const closed = (text: string): NextStep => ({
    text: `${text} You can apply again whenever you are ready.`,
    details: [updated],
    link: APPLY_AGAIN,
  });
  switch (application.status) {
    case 'pending':
    case 'under_review':
      return { text: 'HR is reviewing your application.', details: [submitted] };
    case 'interview_scheduled':
      return {
        text: 'Come to your interview. Please arrive 15 minutes early.',
        details: interviewDetails(application),
      };
    case 'passed_interview':
      return {
        text: 'You passed the interview. Train at your office and record your hours in your DTR.',
        details: [updated],
        link: OPEN_DTR,
      };
    case 'hours_completed':
      return {
        text: 'Your training hours are complete. HR will make the final decision.',
        details: [updated],
        link: OPEN_DTR,
      };
    case 'accepted':
      return { text: 'Congratulations! You are a scholar.', details: [updated] };
    case 'failed_interview':
      return closed('You did not pass the interview this time. Thank you for applying.');
    case 'rejected':
      return closed('Your application was not accepted this time. Thank you for applying.');
    case 'withdrawn':
      return closed('Your application was withdrawn.');
    case 'on_hold':
      return {
        text: 'Your application is on hold. HR will let you know when it moves on.',
        details: [updated],
      };
  }
}

export type RequirementsStep =
  | { kind: 'submit' }
  | {
      kind: 'submitted';
      /** "4 of 6 approved". */
      approved: string;
      /** The items HR sent back, with HR's note. */
      reupload: Array<{ label: string; note: string | null }>;
    };

/**
 * The requirements line. A submission is always shown. The /requirements page asks every
 * student without one (there is no stage rule); the dashboard asks only while the application
 * is open: a closed one's next step is to apply again.
 */
export function requirementsStepOf(
  application: DashboardApplication | undefined,
  submission: DashboardRequirements | null,
): RequirementsStep | null {
  if (submission) {
    return {
      kind: 'submitted',
      approved: `${String(submission.approvedCount)} of ${String(submission.itemsCount)} approved`,
      reupload: submission.items
        .filter((item) => item.status === 'needs_reupload')
        .map(({ label, note }) => ({ label, note: note ?? null })),
    };
  }
  if (!application || CLOSED_STATUSES.includes(application.status)) return null;
  return { kind: 'submit' };
}
