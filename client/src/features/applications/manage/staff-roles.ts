import type { ApplicationStatus, UserRole } from '@/gql/graphql';

/** A§6: only these roles see Application Management; the list query is made for no one else. */
const STAFF_ROLES: readonly UserRole[] = ['hr', 'office', 'admin'];

export function isApplicationStaff(role: UserRole | undefined): boolean {
  return role !== undefined && STAFF_ROLES.includes(role);
}

/**
 * A§2.2/A§4: shown as "View Only" in the list. failed_interview is among them
 * although its dialog still offers a reschedule.
 */
const VIEW_ONLY: readonly ApplicationStatus[] = [
  'accepted',
  'rejected',
  'withdrawn',
  'failed_interview',
];

export function isViewOnly(status: ApplicationStatus): boolean {
  return VIEW_ONLY.includes(status);
}
