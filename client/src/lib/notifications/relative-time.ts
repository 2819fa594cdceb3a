// F§9 relative-time bands, in seconds.
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const WEEK = 604_800;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function ago(count: number, unit: string): string {
  return `${String(count)} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * F§2: under a minute "Just now", then minutes, hours and days ago for a week,
 * then the date. A time slightly ahead of this clock also reads "Just now".
 */
export function formatRelativeTime(time: Date, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - time.getTime()) / 1000);
  if (seconds < MINUTE) return 'Just now';
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return ago(Math.floor(seconds / DAY), 'day');
  return dateFormat.format(time);
}
