import { expect, test } from '@jest/globals';

import { formatHours, formatMinutes } from './format-hours';

test('minutes read as H:MM, minutes always two digits', () => {
  expect(formatMinutes(0)).toBe('0:00');
  expect(formatMinutes(5)).toBe('0:05');
  expect(formatMinutes(585)).toBe('9:45');
  expect(formatMinutes(5580)).toBe('93:00');
});

test('a fraction of a minute rounds, and nothing reads below zero', () => {
  expect(formatMinutes(59.6)).toBe('1:00');
  expect(formatMinutes(-30)).toBe('0:00');
});

test('hours given as a number read the same way as minutes do', () => {
  expect(formatHours(93)).toBe('93:00');
  expect(formatHours(7.75)).toBe('7:45');
  // The server rounds hours to two decimals: 7 h 50 min arrives as 7.83.
  expect(formatHours(7.83)).toBe('7:50');
});
