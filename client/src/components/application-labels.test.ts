import { expect, test } from '@jest/globals';

import { STATUS_COLORS } from './application-labels';

// One colour per application status, wherever it shows ("Interview Scheduled" was
// drawn in the university's red, beside the red of "Rejected").

test('only the statuses that end badly are red', () => {
  const red = Object.entries(STATUS_COLORS)
    .filter(([, tone]) => tone === 'error')
    .map(([status]) => status);
  expect(red.sort()).toEqual(['failed_interview', 'rejected']);
});

test('a scheduled interview reads as a step ahead, unlike a rejection', () => {
  expect(STATUS_COLORS.interview_scheduled).not.toBe(STATUS_COLORS.rejected);
  expect(STATUS_COLORS.interview_scheduled).toBe('secondary');
});
