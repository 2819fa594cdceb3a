/** Dates and moments from the server, in the viewer's locale. */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
// A calendar day (YYYY-MM-DD) is read as UTC midnight: formatting it in UTC keeps the same day.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
// The day with its weekday, and a wall-clock time: an interview's (the university's, as written).
const longDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });
const clockTimeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment (createdAt) as the viewer's calendar day. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A calendar day (startedOn, fromDate) whatever the viewer's time zone. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A calendar date "YYYY-MM-DD" as it is written, whatever the viewer's time zone. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return longDayFormat.format(new Date(year, month - 1, day));
}

/** A wall-clock time "HH:MM" (24-hour) in the viewer's style, e.g. 9:30 AM. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  return clockTimeFormat.format(new Date(2000, 0, 1, hours, minutes));
}
