// A§5 "HR interview scheduling", word for word as the server says it
// (server/src/modules/applications/interview-rules.ts).

export const INTERVIEW_FIELDS_REQUIRED =
  'Please fill in all required interview scheduling fields (Date, Time, and Location).';
export const INTERVIEW_TIME_OUT_OF_HOURS = 'Interview time must be between 08:00 and 17:00.';
export const INTERVIEW_TIME_INVALID =
  'Invalid interview time. Please choose a time between 08:00 and 17:00.';
export const INTERVIEW_DATE_IN_PAST = 'Interview date cannot be in the past.';
export const INTERVIEW_DATE_INVALID = 'Invalid interview date.';

/** First and last interview time, inclusive (A§9). */
export const INTERVIEW_OPENS = '08:00';
export const INTERVIEW_CLOSES = '17:00';

export interface InterviewSlot {
  interviewDate: string;
  interviewTime: string;
  interviewLocation: string;
}

type SlotField = keyof InterviewSlot;

export interface InterviewProblem {
  /** The alert for the whole slot. */
  summary: string;
  fields: Partial<Record<SlotField, string>>;
}

/** Today in the browser's time zone as YYYY-MM-DD (the date picker's minimum). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The first problem of a slot, checked in the server's order; null when it may be sent. */
export function interviewProblem(slot: InterviewSlot, today: string): InterviewProblem | null {
  const date = slot.interviewDate;
  const time = slot.interviewTime;
  const location = slot.interviewLocation.trim();
  if (!date || !time || !location) {
    const fields: InterviewProblem['fields'] = {};
    if (!date) fields.interviewDate = 'Interview date is required';
    if (!time) fields.interviewTime = 'Interview time is required';
    if (!location) fields.interviewLocation = 'Interview location is required';
    return { summary: INTERVIEW_FIELDS_REQUIRED, fields };
  }
  const fieldProblem = (field: SlotField, message: string): InterviewProblem => ({
    summary: message,
    fields: { [field]: message },
  });
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    return fieldProblem('interviewTime', INTERVIEW_TIME_INVALID);
  // HH:MM strings compare as times.
  if (time < INTERVIEW_OPENS || time > INTERVIEW_CLOSES)
    return fieldProblem('interviewTime', INTERVIEW_TIME_OUT_OF_HOURS);
  if (!isCalendarDate(date)) return fieldProblem('interviewDate', INTERVIEW_DATE_INVALID);
  if (date < today) return fieldProblem('interviewDate', INTERVIEW_DATE_IN_PAST);
  return null;
}
