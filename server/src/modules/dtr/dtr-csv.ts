import { toCsv } from '@sasm/csv';
import { formatMinutes } from './dtr-calendar.js';
import type { DtrMonth, OfficeDtrMonth } from './dtr.types.js';

/** A scholar's month as CSV: one row per day of the month, then the totals. */
export function dtrMonthCsv(sheet: DtrMonth): string {
  const header = [
    'Name',
    'Department',
    'Month',
    'Date',
    'Day',
    'IN',
    'OUT',
    'IN',
    'OUT',
    'Total Hours',
    'Late',
    'Undertime',
    'Status',
    'Excused',
    'Flags',
  ];
  const hm = (minutes: number, recorded: boolean) => (recorded ? formatMinutes(minutes) : '');
  const rows = sheet.days.map((day) => [
    sheet.name,
    sheet.department,
    sheet.month,
    day.date,
    day.weekday,
    day.in1,
    day.out1,
    day.in2,
    day.out2,
    day.totalHours,
    hm(day.lateMinutes, day.status !== null),
    hm(day.undertimeMinutes, day.status !== null),
    day.onLeave
      ? 'On leave'
      : day.status === 'confirmed'
        ? 'Confirmed'
        : day.status === 'unconfirmed'
          ? 'Unconfirmed'
          : '',
    day.excusedReason,
    day.flags.join(' '),
  ]);
  const { totals } = sheet;
  const total = [
    sheet.name,
    sheet.department,
    sheet.month,
    'TOTAL',
    '',
    '',
    '',
    '',
    '',
    totals.totalHours,
    totals.late,
    totals.undertime,
    `${totals.confirmedDays} of ${totals.daysRecorded} confirmed`,
    '',
    sheet.flags.join(' '),
  ];
  return toCsv([header, ...rows, total]);
}

/** An office's month as CSV: one row per scholar. */
export function officeMonthCsv(overview: OfficeDtrMonth): string {
  return toCsv([
    [
      'Name',
      'E-mail',
      'Office',
      'Stage',
      'Month',
      'Days',
      'Confirmed Days',
      'Unconfirmed Days',
      'Hours',
      'Late',
      'Undertime',
      'Month Status',
      'Leave Days',
    ],
    ...overview.rows.map((row) => [
      row.name,
      row.email,
      row.officeName,
      row.stage,
      overview.month,
      row.daysRecorded,
      row.confirmedDays,
      row.unconfirmedDays,
      row.totalHours,
      row.late,
      row.undertime,
      row.monthStatus,
      row.leaveDays,
    ]),
  ]);
}
