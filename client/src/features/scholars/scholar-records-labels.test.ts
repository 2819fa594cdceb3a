import { expect, test } from '@jest/globals';

import { continuationText } from './scholar-records-labels';

// "Scholarship continued through" in the scholar's records (it said "Not yet
// re-applied" while a re-application was pending).

const FIRST = 'First Semester 2026–2027';
const SECOND = 'Second Semester 2025–2026';

test('says a re-application awaits its decision rather than that none was made', () => {
  expect(continuationText(null, [{ termLabel: FIRST, status: 'pending' }])).toBe(
    `Not yet: the re-application for ${FIRST} is pending`,
  );
  expect(continuationText(null, [{ termLabel: FIRST, status: 'under_review' }])).toBe(
    `Not yet: the re-application for ${FIRST} is under review`,
  );
});

test('names the term reached, and a later re-application still open beside it', () => {
  expect(continuationText({ label: SECOND }, [{ termLabel: SECOND, status: 'accepted' }])).toBe(
    SECOND,
  );
  expect(
    continuationText({ label: SECOND }, [
      { termLabel: FIRST, status: 'pending' },
      { termLabel: SECOND, status: 'accepted' },
    ]),
  ).toBe(`${SECOND} (the re-application for ${FIRST} is pending)`);
});

test('"Not yet re-applied" only when there is no re-application at all', () => {
  expect(continuationText(null, [])).toBe('Not yet re-applied');
  expect(continuationText(undefined, [{ termLabel: FIRST, status: 'rejected' }])).toBe(
    'Not continued: no re-application accepted',
  );
});
