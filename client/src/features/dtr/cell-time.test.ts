import { expect, test } from '@jest/globals';

import { formatCellTime, parseCellTime } from './cell-time';

test('a stored time shows as hh:mm with AM or PM', () => {
  expect(formatCellTime('07:45')).toBe('07:45 AM');
  expect(formatCellTime('13:05')).toBe('01:05 PM');
  expect(formatCellTime('12:00')).toBe('12:00 PM');
  expect(formatCellTime('00:30')).toBe('12:30 AM');
  expect(formatCellTime('')).toBe('');
});

test('what a cell shows reads back as the same time', () => {
  for (const value of ['00:00', '00:30', '07:45', '11:59', '12:00', '13:05', '23:59']) {
    expect(parseCellTime(formatCellTime(value))).toBe(value);
  }
});

test('a time typed with AM or PM, in any of the short ways', () => {
  expect(parseCellTime('7:45 AM')).toBe('07:45');
  expect(parseCellTime('745a')).toBe('07:45');
  expect(parseCellTime('0745am')).toBe('07:45');
  expect(parseCellTime('5p')).toBe('17:00');
  expect(parseCellTime('5 p.m.')).toBe('17:00');
  expect(parseCellTime('12a')).toBe('00:00');
  expect(parseCellTime('12:15 pm')).toBe('12:15');
  expect(parseCellTime('1205P')).toBe('12:05');
});

test('a time typed without AM or PM is read on the 24-hour clock', () => {
  expect(parseCellTime('8')).toBe('08:00');
  expect(parseCellTime('13')).toBe('13:00');
  expect(parseCellTime('745')).toBe('07:45');
  expect(parseCellTime('1305')).toBe('13:05');
  expect(parseCellTime('16:00')).toBe('16:00');
  expect(parseCellTime('0:05')).toBe('00:05');
});

test('an empty cell, or one left with the placeholder, clears the time', () => {
  expect(parseCellTime('')).toBe('');
  expect(parseCellTime('   ')).toBe('');
  expect(parseCellTime('--:-- --')).toBe('');
});

test('what is not a time is refused', () => {
  for (const text of ['24:00', '7:60', '13pm', '0am', '7:4', '12345', 'noon', '7:45 xm', '7::45']) {
    expect(parseCellTime(text)).toBeUndefined();
  }
});
