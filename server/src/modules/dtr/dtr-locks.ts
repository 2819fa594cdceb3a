import { DomainError } from '../../common/errors/domain-error.js';
import type { ScholarRow } from '../scholars/scholars.table.js';
import type { DtrEntryStatus, DtrMonthStatus } from './dtr.table.js';

/**
 * When a day may be written (A§2.3 rules, ARCHITECTURE §6): only days of the
 * scholar's deployment up to today; a confirmed day is the office's; a month
 * handed in waits for the office; an approved month is closed to everyone
 * but an office correction with a reason. The same answers feed the
 * service's refusals and the `editable` hint of every day.
 */

export const LOCKS = {
  future: 'You cannot record a day in the future.',
  beforeDeployment: (startedOn: string) =>
    `This day is before the deployment started (${startedOn}).`,
  afterDeployment: (endedOn: string) => `This day is after the deployment ended (${endedOn}).`,
  confirmed: 'This day is confirmed by the office and can no longer be changed.',
  submitted:
    'This month is submitted to the office; it can be changed again if the office returns it.',
  approved: 'This month is approved and locked.',
  approvedForOffice:
    'This month is approved and locked; only a correction with a reason can change it.',
  reasonRequired: 'Give a reason: this month is already approved.',
  notActive: (status: string) => `Your deployment is ${status}: you cannot record hours.`,
  onLeave: 'You are on approved leave on this day.',
  onLeaveForOffice: 'The scholar is on approved leave on this day.',
} as const;

export type Deployment = Pick<ScholarRow, 'startedOn' | 'endedOn'>;

/** Why `date` is outside the deployment or in the future, if it is. */
export function outsideDeployment(
  deployment: Deployment,
  date: string,
  today: string,
): string | undefined {
  if (date > today) return LOCKS.future;
  if (date < deployment.startedOn) return LOCKS.beforeDeployment(deployment.startedOn);
  if (deployment.endedOn !== null && date > deployment.endedOn)
    return LOCKS.afterDeployment(deployment.endedOn);
  return undefined;
}

/** Why the student may not write this day, if they may not. */
export function studentLock(
  day: {
    date: string;
    status: DtrEntryStatus | null;
    monthStatus: DtrMonthStatus;
    /** Approved leave covers the day: no time entries. */
    onLeave?: boolean;
  },
  deployment: Deployment,
  today: string,
): string | undefined {
  return (
    outsideDeployment(deployment, day.date, today) ??
    (day.onLeave
      ? LOCKS.onLeave
      : day.monthStatus === 'approved'
        ? LOCKS.approved
        : day.monthStatus === 'submitted'
          ? LOCKS.submitted
          : day.status === 'confirmed'
            ? LOCKS.confirmed
            : undefined)
  );
}

/** Why the office may not act on this day (other than a correction with a reason), if it may not. */
export function officeLock(
  day: { date: string; monthStatus: DtrMonthStatus; onLeave?: boolean },
  deployment: Deployment,
  today: string,
): string | undefined {
  return (
    outsideDeployment(deployment, day.date, today) ??
    (day.onLeave
      ? LOCKS.onLeaveForOffice
      : day.monthStatus === 'approved'
        ? LOCKS.approvedForOffice
        : undefined)
  );
}

/** BAD_USER_INPUT on the day's date field when `problem` is set. */
export function refuseDay(problem: string | undefined, field = 'workDate'): void {
  if (problem !== undefined) throw DomainError.badInput(problem, { [field]: problem });
}
