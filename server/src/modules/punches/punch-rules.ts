import { DomainError } from '../../common/errors/domain-error.js';
import { STEP_SECONDS, stepOf } from './punch-code.js';

/** What a scholar reads when a punch is refused (on the field `code`). */
export const PUNCH = {
  expired: 'This code has expired. Scan the code on the office screen again.',
  otherOffice: "This code is not from your office's screen.",
  replayed: 'You already punched with this code.',
} as const;

const STEP_MS = STEP_SECONDS * 1000;
/** How long a phone that was offline may keep a scanned code before sending it. */
export const LATE_SEND_LIMIT_MS = 2 * 60 * 60 * 1000;

export const refusePunch = (message: string): never => {
  throw DomainError.badInput(message, { code: message });
};

export interface PunchTime {
  /** When the punch counts: the server's time, or the phone's scan time for a late send. */
  at: Date;
  /** The phone's claimed scan time, kept for a late send. */
  claimedAt: Date | null;
  lateSend: boolean;
}

/**
 * When a code of `step` counts. Online, the code must be of the current step
 * or a neighbour. A scan sent later (the phone's `scannedAt` older than a
 * step): the code must be of the step of `scannedAt` or a neighbour, and the
 * scan no older than the limit; a scan time ahead of the server's is refused.
 */
export function punchTime(step: number, now: Date, scannedAt?: Date | null): PunchTime {
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  if (scannedAt) {
    const age = now.getTime() - scannedAt.getTime();
    if (age < -STEP_MS || age > LATE_SEND_LIMIT_MS) refusePunch(PUNCH.expired);
    if (age > STEP_MS) {
      if (!near(step, stepOf(scannedAt))) refusePunch(PUNCH.expired);
      return { at: scannedAt, claimedAt: scannedAt, lateSend: true };
    }
  }
  if (!near(step, stepOf(now))) refusePunch(PUNCH.expired);
  return { at: now, claimedAt: null, lateSend: false };
}
