import { describe, expect, it } from '@jest/globals';
import {
  daysOf,
  instantsOf,
  monthToDate,
  previousOf,
  RANGE_MESSAGES,
  resolveRange,
} from './analytics-range.js';
import { stockAtEndOf } from './analytics-series.js';

describe(resolveRange.name, () => {
  const today = '2026-11-24';

  it('defaults to the 14 days ending today', () => {
    expect(resolveRange({}, today)).toEqual({ start: '2026-11-11', end: today });
  });

  it('gives an end alone the 14 days ending on it', () => {
    expect(resolveRange({ end: '2026-03-01' }, today)).toEqual({
      start: '2026-02-16',
      end: '2026-03-01',
    });
  });

  it.each([
    [{ start: '2026-02-30' }, { start: RANGE_MESSAGES.startFormat }],
    [{ end: 'yesterday' }, { end: RANGE_MESSAGES.endFormat }],
    [{ start: '2026-11-25', end: '2026-11-24' }, { start: RANGE_MESSAGES.order }],
    [{ start: '2024-11-23', end: '2025-11-24' }, { start: RANGE_MESSAGES.tooLong }],
  ])('refuses %j', (input, fields) => {
    expect(() => resolveRange(input, today)).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', fields }),
    );
  });
});

describe(previousOf.name, () => {
  it('is the same length, ending the day before', () => {
    expect(previousOf({ start: '2026-03-01', end: '2026-03-14' })).toEqual({
      start: '2026-02-15',
      end: '2026-02-28',
    });
    expect(daysOf(previousOf({ start: '2026-03-01', end: '2026-03-01' }))).toEqual(['2026-02-28']);
  });
});

describe(monthToDate.name, () => {
  it('compares with the same days of the month before, cut at its end', () => {
    expect(monthToDate('2026-03-31')).toEqual({
      current: { start: '2026-03-01', end: '2026-03-31' },
      previous: { start: '2026-02-01', end: '2026-02-28' },
    });
    expect(monthToDate('2026-01-10').previous).toEqual({ start: '2025-12-01', end: '2025-12-10' });
  });
});

describe(instantsOf.name, () => {
  it('starts and ends at midnight in the university time zone', () => {
    const { from, until } = instantsOf({ start: '2026-11-01', end: '2026-11-01' }, 'Asia/Manila');
    expect(from.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(until.toISOString()).toBe('2026-11-01T16:00:00.000Z');
  });
});

describe(stockAtEndOf.name, () => {
  it('rebuilds each day from now and the later net changes', () => {
    const net = new Map([
      ['2026-11-02', 2],
      ['2026-11-04', -1],
    ]);
    expect(stockAtEndOf(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'], 5, net)).toEqual([
      4, 6, 6, 5,
    ]);
  });

  it('counts the changes after the last day asked, and none on or before it', () => {
    const net = new Map([
      ['2026-10-30', 7],
      ['2026-11-01', 1],
      ['2026-11-05', -3],
    ]);
    expect(stockAtEndOf(['2026-11-01', '2026-11-02'], 10, net)).toEqual([13, 13]);
  });
});
