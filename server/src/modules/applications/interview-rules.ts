import { DomainError, type FieldErrors } from '../../common/errors/domain-error.js';
import { isCalendarDate } from '../../common/university-time.js';

export const INTERVIEW_FIELDS_REQUIRED =
  'Please fill in all required interview scheduling fields (Date, Time, and Location).';
export const INTERVIEW_TIME_OUT_OF_HOURS = 'Interview time must be between 08:00 and 17:00.';
export const INTERVIEW_TIME_INVALID =
  'Invalid interview time. Please choose a time between 08:00 and 17:00.';
export const INTERVIEW_DATE_IN_PAST = 'Interview date cannot be in the past.';
export const INTERVIEW_DATE_INVALID = 'Invalid interview date.';

/** First and last minute of the interview window, inclusive (A§5, A§9). */
const OPENS = 8 * 60;
const CLOSES = 17 * 60;

export interface InterviewSlot {
  interviewDate?: string | null;
  interviewTime?: string | null;
  interviewLocation?: string | null;
}

/** A§5 "HR interview scheduling": all three fields, 08:00–17:00, today or later (`today` is YYYY-MM-DD). */
export function checkInterview(slot: InterviewSlot, today: string): void {
  const { interviewDate: date, interviewTime: time, interviewLocation: location } = slot;
  if (!date || !time || !location) {
    const fields: FieldErrors = {};
    if (!date) fields.interviewDate = 'Interview date is required';
    if (!time) fields.interviewTime = 'Interview time is required';
    if (!location) fields.interviewLocation = 'Interview location is required';
    throw DomainError.badInput(INTERVIEW_FIELDS_REQUIRED, fields);
  }
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match)
    throw DomainError.badInput(INTERVIEW_TIME_INVALID, { interviewTime: INTERVIEW_TIME_INVALID });
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes < OPENS || minutes > CLOSES) {
    throw DomainError.badInput(INTERVIEW_TIME_OUT_OF_HOURS, {
      interviewTime: INTERVIEW_TIME_OUT_OF_HOURS,
    });
  }
  if (!isCalendarDate(date))
    throw DomainError.badInput(INTERVIEW_DATE_INVALID, { interviewDate: INTERVIEW_DATE_INVALID });
  if (date < today)
    throw DomainError.badInput(INTERVIEW_DATE_IN_PAST, { interviewDate: INTERVIEW_DATE_IN_PAST });
}
