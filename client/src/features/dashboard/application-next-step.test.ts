import { describe, expect, test } from '@jest/globals';

import type { ApplicationStatus } from '@/gql/graphql';
import { formatCalendarDate, formatClockTime, formatDate } from '@/lib/format-date';

import {
  applicationToShow,
  nextStepOf,
  requirementsStepOf,
  type DashboardApplication,
  type DashboardRequirements,
} from './application-next-step';

// the student dashboard says what comes next for the applicant.

const SUBMITTED_AT = '2026-06-01T02:00:00.000Z';
const UPDATED_AT = '2026-06-20T03:00:00.000Z';

function application(
  status: ApplicationStatus,
  changes: Partial<DashboardApplication> = {},
): DashboardApplication {
  return {
    id: `app-${status}`,
    position: 'student_assistant',
    status,
    submittedAt: SUBMITTED_AT,
    updatedAt: UPDATED_AT,
    interviewDate: null,
    interviewTime: null,
    interviewLocation: null,
    interviewNotes: null,
    ...changes,
  };
}

const submitted = ['Submitted', formatDate(SUBMITTED_AT)];
const updated = ['Last updated', formatDate(UPDATED_AT)];
const openDtr = { to: '/dtr', label: 'Open my DTR' };
const applyAgain = { to: '/application', label: 'Apply again' };

// Every status, so a new one cannot be left without words (the Record must list it).
const EXPECTED: Record<ApplicationStatus, { text: RegExp; link?: object }> = {
  pending: { text: /^HR is reviewing your application\.$/ },
  under_review: { text: /^HR is reviewing your application\.$/ },
  interview_scheduled: { text: /^Come to your interview\./ },
  passed_interview: { text: /^You passed the interview\. Train at your office/, link: openDtr },
  hours_completed: { text: /^Your training hours are complete\./, link: openDtr },
  accepted: { text: /^Congratulations! You are a scholar\.$/ },
  failed_interview: {
    text: /^You did not pass the interview this time\..* You can apply again/,
    link: applyAgain,
  },
  rejected: {
    text: /^Your application was not accepted this time\..* You can apply again/,
    link: applyAgain,
  },
  withdrawn: { text: /^Your application was withdrawn\. You can apply again/, link: applyAgain },
  on_hold: { text: /^Your application is on hold\. HR will let you know/ },
};

describe(nextStepOf.name, () => {
  test.each(Object.entries(EXPECTED) as Array<[ApplicationStatus, (typeof EXPECTED)['pending']]>)(
    'says what comes next when the application is %s',
    (status, expected) => {
      const step = nextStepOf(application(status));
      expect(step.text).toMatch(expected.text);
      expect(step.link).toEqual(expected.link);
    },
  );

  test('dates a waiting application by its submission', () => {
    expect(nextStepOf(application('pending')).details).toEqual([submitted]);
    expect(nextStepOf(application('under_review')).details).toEqual([submitted]);
  });

  test('gives the interview’s date, time, location and notes as HR wrote them', () => {
    const step = nextStepOf(
      application('interview_scheduled', {
        interviewDate: '2099-03-04',
        interviewTime: '14:30',
        interviewLocation: 'HR Office, Room 101',
        interviewNotes: 'Bring your school ID.',
      }),
    );
    expect(step.details).toEqual([
      ['Date', formatCalendarDate('2099-03-04')],
      ['Time', formatClockTime('14:30')],
      ['Location', 'HR Office, Room 101'],
      ['Notes', 'Bring your school ID.'],
    ]);
    expect(step.details[0]?.[1]).toContain('2099');
  });

  test('says "To be announced" for interview details HR left out, and no notes', () => {
    expect(nextStepOf(application('interview_scheduled')).details).toEqual([
      ['Date', 'To be announced'],
      ['Time', 'To be announced'],
      ['Location', 'To be announced'],
    ]);
  });

  test.each([
    'passed_interview',
    'hours_completed',
    'accepted',
    'failed_interview',
    'rejected',
    'withdrawn',
    'on_hold',
  ] as const)('dates a %s application by its last update', (status) => {
    expect(nextStepOf(application(status)).details).toEqual([updated]);
  });
});

describe(applicationToShow.name, () => {
  test('shows the newest application not withdrawn', () => {
    const list = [application('withdrawn'), application('rejected'), application('accepted')];
    expect(applicationToShow(list)?.status).toBe('rejected');
  });

  test('shows the newest when every one is withdrawn, and none when there is none', () => {
    const newest = application('withdrawn', { id: 'newest' });
    expect(applicationToShow([newest, application('withdrawn')])).toBe(newest);
    expect(applicationToShow([])).toBeUndefined();
  });
});

function submission(statuses: DashboardRequirements['items'][number]['status'][]) {
  const items = statuses.map((status, index) => ({
    id: `item-${String(index)}`,
    key: 'resume' as const,
    label: `Item ${String(index + 1)}`,
    status,
    note: status === 'needs_reupload' ? 'Not signed.' : null,
  }));
  return {
    id: 'submission',
    status: 'submitted' as const,
    itemsCount: items.length,
    approvedCount: statuses.filter((status) => status === 'approved').length,
    items,
  };
}

describe(requirementsStepOf.name, () => {
  test.each([
    'pending',
    'under_review',
    'interview_scheduled',
    'passed_interview',
    'on_hold',
  ] as const)('asks for the six requirements while the application is %s', (status) => {
    expect(requirementsStepOf(application(status), null)).toEqual({ kind: 'submit' });
  });

  test.each(['failed_interview', 'rejected', 'withdrawn'] as const)(
    'does not ask for them once the application is %s',
    (status) => {
      expect(requirementsStepOf(application(status), null)).toBeNull();
    },
  );

  test('does not ask a student who has not applied', () => {
    expect(requirementsStepOf(undefined, null)).toBeNull();
  });

  test('counts the approved items and names those sent back, with HR’s note', () => {
    const mine = submission([
      'approved',
      'approved',
      'submitted',
      'needs_reupload',
      'approved',
      'submitted',
    ]);
    expect(requirementsStepOf(application('under_review'), mine)).toEqual({
      kind: 'submitted',
      approved: '3 of 6 approved',
      reupload: [{ label: 'Item 4', note: 'Not signed.' }],
    });
  });

  test('shows a submission whatever the application, even a closed one', () => {
    const mine = submission([
      'approved',
      'approved',
      'approved',
      'approved',
      'approved',
      'approved',
    ]);
    expect(requirementsStepOf(application('rejected'), mine)).toMatchObject({
      approved: '6 of 6 approved',
      reupload: [],
    });
  });
});
