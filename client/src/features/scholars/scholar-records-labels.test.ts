import { expect, test } from '@jest/globals';

import { continuationText, serviceText } from './scholar-records-labels';

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

test('the service counts terms and years, saying how many terms were imported', () => {
  expect(serviceText({ termsServed: 3, yearsServed: 2, importedTerms: 2 })).toBe(
    '3 terms, 2 years of service (2 terms imported from before the system)',
  );
  expect(serviceText({ termsServed: 1, yearsServed: 1, importedTerms: 0 })).toBe(
    '1 term, 1 year of service',
  );
  expect(serviceText({ termsServed: 0, yearsServed: 0, importedTerms: 0 })).toBe(
    '0 terms, 0 years of service',
  );
});
