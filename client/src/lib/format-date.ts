/** Dates and moments from the server, in the viewer's locale. */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
// A calendar day (YYYY-MM-DD) is read as UTC midnight: formatting it in UTC keeps the same day.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
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
