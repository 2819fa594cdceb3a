import { expect, test } from '@jest/globals';

import { draftFigures } from './day-figures';

const schedule = { dutyStart: '08:00' };
const fullDay = { in1: '08:30', out1: '12:00', in2: '13:00', out2: '16:00' };
const duty = (dutyMinutes: number, excusedReason: string | null = null) => ({
  dutyMinutes,
  excusedReason,
});

test('a duty day counts late from the duty start and undertime against its duty minutes', () => {
  expect(draftFigures(fullDay, duty(480), schedule)).toEqual({
    total: '6:30',
    late: '0:30',
    undertime: '1:30',
  });
});

test('a day suspended from a time owes only the duty before it', () => {
  const morning = { in1: '08:00', out1: '11:00', in2: '', out2: '' };
  // Suspended from 11:00: three hours owed, three worked.
  expect(draftFigures(morning, duty(180), schedule)).toEqual({
    total: '3:00',
    late: '0:00',
    undertime: '0:00',
  });
  expect(draftFigures({ ...morning, out1: '10:00' }, duty(180), schedule).undertime).toBe('1:00');
});

test('a holiday, a whole-day suspension or a Sunday counts neither late nor undertime', () => {
  expect(draftFigures(fullDay, duty(0), schedule)).toEqual({
    total: '6:30',
    late: '0:00',
    undertime: '0:00',
  });
});

test('an excused day counts neither late nor undertime', () => {
  expect(draftFigures(fullDay, duty(480, 'Typhoon'), schedule)).toEqual({
    total: '6:30',
    late: '0:00',
    undertime: '0:00',
  });
});

test('a day without times shows no figures', () => {
  expect(draftFigures({ in1: '', out1: '', in2: '', out2: '' }, duty(480), schedule)).toEqual({
    total: '',
    late: '',
    undertime: '',
  });
});
