import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../common/errors/domain-error.js';
import { LOCKS, officeLock, outsideDeployment, refuseDay, studentLock } from './dtr-locks.js';

const today = '2026-11-20';
const deployment = { startedOn: '2026-10-05', endedOn: null };

describe(outsideDeployment.name, () => {
  it('allows the days of the deployment up to today', () => {
    expect(outsideDeployment(deployment, '2026-10-05', today)).toBeUndefined();
    expect(outsideDeployment(deployment, today, today)).toBeUndefined();
  });

  it('refuses future days, days before the start and after the end', () => {
    expect(outsideDeployment(deployment, '2026-11-21', today)).toBe(LOCKS.future);
    expect(outsideDeployment(deployment, '2026-10-04', today)).toBe(
      'This day is before the deployment started (2026-10-05).',
    );
    expect(outsideDeployment({ ...deployment, endedOn: '2026-11-01' }, '2026-11-02', today)).toBe(
      'This day is after the deployment ended (2026-11-01).',
    );
  });
});

describe(studentLock.name, () => {
  const day = { date: '2026-11-03', status: null, monthStatus: 'draft' } as const;

  it('lets the student write an unconfirmed day of a draft or returned month', () => {
    expect(studentLock(day, deployment, today)).toBeUndefined();
    expect(
      studentLock({ ...day, status: 'unconfirmed', monthStatus: 'returned' }, deployment, today),
    ).toBeUndefined();
  });

  it('locks confirmed days, submitted and approved months', () => {
    expect(studentLock({ ...day, status: 'confirmed' }, deployment, today)).toBe(LOCKS.confirmed);
    expect(studentLock({ ...day, monthStatus: 'submitted' }, deployment, today)).toBe(
      LOCKS.submitted,
    );
    expect(studentLock({ ...day, monthStatus: 'approved' }, deployment, today)).toBe(
      LOCKS.approved,
    );
  });
});

describe(officeLock.name, () => {
  it('lets the office act on any month but an approved one', () => {
    for (const monthStatus of ['draft', 'submitted', 'returned'] as const)
      expect(officeLock({ date: '2026-11-03', monthStatus }, deployment, today)).toBeUndefined();
    expect(officeLock({ date: '2026-11-03', monthStatus: 'approved' }, deployment, today)).toBe(
      LOCKS.approvedForOffice,
    );
    expect(officeLock({ date: '2026-12-01', monthStatus: 'draft' }, deployment, today)).toBe(
      LOCKS.future,
    );
  });
});

describe('approved leave', () => {
  it('locks a leave day for the student and the office, with their own words', () => {
    const day = { date: '2026-11-03', monthStatus: 'draft' as const, onLeave: true };
    expect(studentLock({ ...day, status: null }, deployment, today)).toBe(LOCKS.onLeave);
    expect(officeLock(day, deployment, today)).toBe(LOCKS.onLeaveForOffice);
  });
});

describe(refuseDay.name, () => {
  it('answers BAD_USER_INPUT on the date field', () => {
    let error: unknown;
    try {
      refuseDay(LOCKS.future);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', fields: { workDate: LOCKS.future } });
    expect(() => refuseDay(undefined)).not.toThrow();
  });
});
