const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });
const clockTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** An instant from the server (ISO), in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A calendar date "YYYY-MM-DD" as it is written, whatever the viewer's time zone. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return longDate.format(new Date(year, month - 1, day));
}

/** A wall-clock time "HH:MM" (24-hour) in the viewer's style, e.g. 9:30 AM. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  return clockTime.format(new Date(2000, 0, 1, hours, minutes));
}
