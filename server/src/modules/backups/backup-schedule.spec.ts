import { describe, expect, it } from '@jest/globals';
import { nextScheduledRun } from './backup-schedule.js';

describe(nextScheduledRun.name, () => {
  const manila = 'Asia/Manila'; // UTC+8, no daylight saving

  it('is today at 02:00 university time when that is still ahead', () => {
    expect(nextScheduledRun(['02:00'], manila, new Date('2026-03-01T17:00:00Z'))).toEqual(
      new Date('2026-03-01T18:00:00Z'),
    );
  });

  it('is tomorrow once today’s time has passed', () => {
    expect(nextScheduledRun(['02:00'], manila, new Date('2026-03-01T18:00:00Z'))).toEqual(
      new Date('2026-03-02T18:00:00Z'),
    );
  });

  it('picks the nearest of several times', () => {
    expect(nextScheduledRun(['02:00', '14:00'], manila, new Date('2026-03-01T19:00:00Z'))).toEqual(
      new Date('2026-03-02T06:00:00Z'),
    );
  });

  it('is undefined when backups are not scheduled', () => {
    expect(nextScheduledRun([], manila, new Date())).toBeUndefined();
  });
});
