import { expect, test } from '@jest/globals';

import { formatRelativeTime } from './relative-time';

// F§9 bands: 60 s, 3600 s, 86400 s, 604800 s. A pure function: no browser needed.
const NOW = new Date('2025-06-15T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

test('under a minute reads "Just now", as does a time slightly ahead of the clock', () => {
  expect(formatRelativeTime(secondsAgo(0), NOW)).toBe('Just now');
  expect(formatRelativeTime(secondsAgo(59), NOW)).toBe('Just now');
  expect(formatRelativeTime(secondsAgo(-5), NOW)).toBe('Just now');
});

test('then minutes, hours and days ago, singular for one', () => {
  expect(formatRelativeTime(secondsAgo(60), NOW)).toBe('1 minute ago');
  expect(formatRelativeTime(secondsAgo(3599), NOW)).toBe('59 minutes ago');
  expect(formatRelativeTime(secondsAgo(3600), NOW)).toBe('1 hour ago');
  expect(formatRelativeTime(secondsAgo(86_399), NOW)).toBe('23 hours ago');
  expect(formatRelativeTime(secondsAgo(86_400), NOW)).toBe('1 day ago');
  expect(formatRelativeTime(secondsAgo(604_799), NOW)).toBe('6 days ago');
});

test('from a week on, the date', () => {
  const weekOld = formatRelativeTime(secondsAgo(604_800), NOW);
  expect(weekOld).not.toContain('ago');
  expect(weekOld).toContain('2025');
  expect(weekOld).toContain('8');
  expect(formatRelativeTime(new Date('2024-03-05T08:00:00Z'), NOW)).toMatch(/2024/);
});
