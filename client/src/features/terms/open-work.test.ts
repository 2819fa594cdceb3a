import { expect, test } from '@jest/globals';

import { countText, masterListHref, openWorkItems } from './open-work';

test('each open count links to the HR page that shows it, filtered where that page reads it', () => {
  const term = { term: 'first', academicYear: '2026-2027' } as const;
  const items = openWorkItems(term, {
    dtrMonthsNotApproved: 2,
    scholarsNotEvaluated: 3,
    reapplicationsUndecided: 0,
    leavePending: 1,
  });
  expect(items.map((item) => [item.key, item.count, item.href])).toEqual([
    ['dtrMonthsNotApproved', 2, '/hr/master-list?term=first&year=2026-2027'],
    ['scholarsNotEvaluated', 3, '/hr/evaluations'],
    ['reapplicationsUndecided', 0, '/reapplications'],
    ['leavePending', 1, '/leave-management?status=pending'],
  ]);
  expect(masterListHref(term)).toBe('/hr/master-list?term=first&year=2026-2027');
});

test('counts read in the singular for one', () => {
  expect(countText(1, 'scholar')).toBe('1 scholar');
  expect(countText(0, 'scholar')).toBe('0 scholars');
  expect(countText(2, 'month')).toBe('2 months');
});
