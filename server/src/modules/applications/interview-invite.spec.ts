import { describe, expect, it } from '@jest/globals';
import { interviewInvite } from './interview-invite.js';
import { todayIn, zonedToUtc } from '../../common/university-time.js';

const invite = (overrides: Partial<Parameters<typeof interviewInvite>[0]> = {}) =>
  Buffer.from(
    interviewInvite(
      {
        applicationId: 'a1',
        sequence: 3,
        date: '2026-12-01',
        time: '09:30',
        location: 'HR Office; Room 1, 2nd floor',
        timeZone: 'Asia/Manila',
        summary: 'Interview',
        description: 'Line one\nLine two',
        organizer: { name: 'SASM', email: 'hr@example.edu' },
        attendee: { name: 'Maria Santos', email: 'maria@example.edu' },
        host: 'sasm.example.edu',
        ...overrides,
      },
      new Date('2026-11-21T00:00:00Z'),
    ).content,
    'base64',
  ).toString('utf8');

describe('interviewInvite', () => {
  it('states the time in UTC from the university’s wall clock', () => {
    // Manila is UTC+8 all year.
    expect(invite()).toContain('DTSTART:20261201T013000Z\r\nDTEND:20261201T021500Z');
  });

  it('escapes text values and keeps the sequence', () => {
    const ics = invite();
    expect(ics).toContain('LOCATION:HR Office\\; Room 1\\, 2nd floor');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
    expect(ics).toContain('SEQUENCE:3');
  });

  it('folds lines longer than 75 octets', () => {
    const ics = invite({ location: 'Ü'.repeat(100) });
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${'Ü'.repeat(100)}`);
  });
});

describe('university time', () => {
  it('converts across a daylight-saving change', () => {
    expect(zonedToUtc('2026-03-29', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(zonedToUtc('2026-03-28', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
  });

  it("knows today's date in the university's zone, not the server's", () => {
    expect(todayIn('Asia/Manila', new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('America/New_York', new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
  });
});
