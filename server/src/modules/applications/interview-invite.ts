import type { MailAttachment } from '../mail/mail-outbox.table.js';
import { zonedToUtc } from '../../common/university-time.js';

/** The invitation holds the slot for 45 minutes, the longest an interview lasts (A§9). */
const DURATION_MS = 45 * 60 * 1000;

const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  for (const char of line) {
    // A continuation line's leading space counts toward its 75 octets.
    const limit = lines.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      lines.push(current);
      current = '';
    }
    current += char;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

export interface InterviewInvite {
  applicationId: string;
  /** Bumped with each reschedule so calendars replace the earlier invitation. */
  sequence: number;
  date: string;
  time: string;
  location: string;
  timeZone: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  host: string;
}

/** An iCalendar REQUEST for the interview, times in UTC. */
export function interviewInvite(invite: InterviewInvite, now = new Date()): MailAttachment {
  const start = zonedToUtc(invite.date, invite.time, invite.timeZone);
  const end = new Date(start.getTime() + DURATION_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SASM-IMS//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:interview-${invite.applicationId}@${invite.host}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(invite.summary)}`,
    `DESCRIPTION:${icsText(invite.description)}`,
    `LOCATION:${icsText(invite.location)}`,
    `ORGANIZER;CN=${icsText(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${icsText(invite.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${invite.attendee.email}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(invite.summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const content = lines.map(fold).join('\r\n') + '\r\n';
  return {
    filename: 'interview.ics',
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    content: Buffer.from(content, 'utf8').toString('base64'),
  };
}
