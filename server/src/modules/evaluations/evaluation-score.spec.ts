import { describe, expect, it } from '@jest/globals';
import { allCriteria, scoreOf } from './evaluation-score.js';

const rated = (...ratings: Array<number | null>) => ratings.map((rating) => ({ rating }));

describe(scoreOf.name, () => {
  it('is the mean of the rated criteria, blank ones left out', () => {
    expect(scoreOf(rated(5, 4, null, 3, null))).toBe(4);
  });

  it('rounds to one decimal, halves up', () => {
    expect(scoreOf(rated(5, 4, 4))).toBe(4.3);
    expect(scoreOf(rated(4, 4, 5, 4))).toBe(4.3);
    expect(scoreOf(rated(1, 2, 2))).toBe(1.7);
  });

  it('is null, not zero, when nothing is rated', () => {
    expect(scoreOf(rated(null, null))).toBeNull();
    expect(scoreOf([])).toBeNull();
  });
});

describe(allCriteria.name, () => {
  it('gives the five criteria in the spec’s order, blank where not given', () => {
    expect(allCriteria([{ criterion: 'performance', rating: 5, comment: 'Great' }])).toEqual([
      { criterion: 'attendance', rating: null, comment: null },
      { criterion: 'punctuality', rating: null, comment: null },
      { criterion: 'engagement', rating: null, comment: null },
      { criterion: 'attitude', rating: null, comment: null },
      { criterion: 'performance', rating: 5, comment: 'Great' },
    ]);
  });
});
