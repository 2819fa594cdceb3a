import type { ApplicationStatus } from './applications.table.js';

/**
 * A§4: what HR may choose for an application in each status. A status listed
 * for itself is "stay" (save comments without moving). failed_interview may
 * only be rescheduled or rejected; accepted, rejected and withdrawn are final.
 */
const TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['pending', 'under_review', 'on_hold', 'rejected'],
  under_review: ['under_review', 'interview_scheduled', 'on_hold', 'rejected'],
  interview_scheduled: [
    'interview_scheduled',
    'passed_interview',
    'failed_interview',
    'on_hold',
    'rejected',
  ],
  passed_interview: ['passed_interview', 'hours_completed', 'on_hold', 'rejected'],
  hours_completed: ['hours_completed', 'accepted', 'on_hold', 'rejected'],
  failed_interview: ['interview_scheduled', 'rejected'],
  accepted: [],
  on_hold: ['on_hold', 'under_review', 'interview_scheduled', 'rejected'],
  rejected: [],
  withdrawn: [],
};

export function allowedTransitions(from: ApplicationStatus): readonly ApplicationStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Shown as "View Only" in the list (A§2.2, A§4): nothing, or only a reschedule, is left to decide. */
export function isFinal(status: ApplicationStatus): boolean {
  return ['accepted', 'rejected', 'withdrawn', 'failed_interview'].includes(status);
}
