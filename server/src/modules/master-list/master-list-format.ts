import { toCsv } from '@sasm/csv';
import { formatMinutes } from '../dtr/dtr-calendar.js';
import type { MasterListRow, MasterListSummary } from './master-list.types.js';

/** The report's abbreviations of the two programmes (the list's "Type"). */
export const TYPE_CODES: Record<MasterListRow['program'], string> = {
  student_assistant: 'SA',
  student_marshal: 'SM',
};
const TYPE_NAMES: Record<MasterListRow['program'], string> = {
  student_assistant: 'Student Assistant',
  student_marshal: 'Student Marshal',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const COLUMNS = [
  'Name',
  'E-mail',
  'Office',
  'Type',
  'Stage',
  'Status',
  'Months in Service',
  'Terms Served',
  'Years of Service',
  'Hours This Term',
  'Latest Score',
  'Gender',
] as const;

/** One row as the CSV and the PDF print it (score "—"-free: blank when none). */
export function cellsOf(row: MasterListRow): string[] {
  return [
    `${row.lastName}, ${row.firstName}`,
    row.email,
    row.officeName,
    TYPE_CODES[row.program],
    capitalised(row.stage),
    capitalised(row.status),
    String(row.monthsInService),
    String(row.termsServed),
    String(row.yearsServed),
    formatMinutes(row.confirmedMinutes),
    row.latestScore === null ? '' : row.latestScore.toFixed(1),
    row.gender ?? '',
  ];
}

/** The summary lines under the report's title. */
export function summaryLines(summary: MasterListSummary): string[] {
  return [
    `Total: ${summary.total}    Male: ${summary.male}    Female: ${summary.female}`,
    `By type: ${summary.byProgram.map((p) => `${TYPE_NAMES[p.program]} ${p.count}`).join(', ') || 'none'}`,
    `By office: ${summary.byOffice.map((o) => `${o.officeName} ${o.count}`).join(', ') || 'none'}`,
  ];
}

/** The filtered list as a spreadsheet opens it: one row per deployment, formula-safe cells. */
export function masterListCsv(rows: MasterListRow[]): string {
  return toCsv([
    [...COLUMNS, 'Score Term'],
    ...rows.map((row) => [...cellsOf(row), row.latestScoreTerm?.label ?? '']),
  ]);
}
