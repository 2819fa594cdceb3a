import { EVALUATION_TERMS, termOrder, type AcademicTerm } from '../../common/academic-term.js';
import { DomainError, type FieldErrors } from '../../common/errors/domain-error.js';
import { academicYearProblem } from '../evaluations/evaluation-rules.js';
import type { GradeReportMeta, GradeRow } from './grade-reports.table.js';

/** A§9: grade values 50–100; default units 3.00. Our bounds for the rest. */
export const GRADE_RULES = {
  min: 50,
  max: 100,
  defaultUnits: 3,
  maxUnits: 30,
  maxRows: 60,
  maxText: 200,
  maxStatus: 50,
} as const;

export const GRADE_MESSAGES = {
  term: 'Choose a term: First Semester, Second Semester or Short Term.',
  futureTerm: 'This term has not started yet.',
  noRows: 'Add at least one grade row.',
  tooManyRows: `A grade report has at most ${GRADE_RULES.maxRows} rows.`,
  subject: 'Subject is required.',
  grade: 'Grades must be between 50 and 100, or blank.',
  units: 'Units must be a number greater than 0 (at most 30).',
  generalAverage: 'General average must be between 50 and 100, or blank.',
  text: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  rowsShape: 'Rows must be a list of grade rows.',
  imageRequired: 'Attach the image of your grade slip.',
  version: 'Expected version must be a whole number.',
} as const;

/** What a save reads from either transport, before checking. */
export interface GradeReportForm {
  term?: unknown;
  academicYear?: unknown;
  rows?: unknown;
  generalAverage?: unknown;
  meta?: unknown;
  expectedVersion?: unknown;
}

export interface CheckedGradeReport extends AcademicTerm {
  rows: GradeRow[];
  generalAverage: number | null;
  meta: GradeReportMeta;
  expectedVersion?: number;
}

const META_KEYS = ['level', 'date', 'enrolledBy', 'program', 'averages'] as const;
const META_LABELS: Record<(typeof META_KEYS)[number], string> = {
  level: 'Level',
  date: 'Date',
  enrolledBy: 'Enrolled by',
  program: 'Program',
  averages: 'Averages',
};

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number from a number or numeric text; NaN for anything else. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A grade or general average: blank, or 50–100 (two decimals kept). */
function gradeOf(value: unknown): number | null | undefined {
  if (blank(value)) return null;
  const number = numberOf(value);
  if (!(number >= GRADE_RULES.min && number <= GRADE_RULES.max)) return undefined;
  return Math.round(number * 100) / 100;
}

/**
 * The rules of a grade report (A§5, A§9 and ours), the same for GraphQL and
 * REST: every problem under its field (`rows.2.final`), the first as the message.
 */
export function checkGradeReport(form: GradeReportForm, current: AcademicTerm): CheckedGradeReport {
  const fields: FieldErrors = {};
  const refuse = (field: string, message: string) => (fields[field] ??= message);

  const term = EVALUATION_TERMS.find((value) => value === form.term);
  if (!term) refuse('term', GRADE_MESSAGES.term);
  const academicYear = textOf(form.academicYear);
  const yearProblem = academicYearProblem(academicYear);
  if (yearProblem) refuse('academicYear', yearProblem);
  if (term && !yearProblem && termOrder({ term, academicYear }) > termOrder(current))
    refuse('term', GRADE_MESSAGES.futureTerm);

  const rows: GradeRow[] = [];
  if (form.rows !== undefined && !Array.isArray(form.rows))
    refuse('rows', GRADE_MESSAGES.rowsShape);
  const given = Array.isArray(form.rows) ? (form.rows as unknown[]) : [];
  if (given.length === 0 && !fields.rows) refuse('rows', GRADE_MESSAGES.noRows);
  if (given.length > GRADE_RULES.maxRows) refuse('rows', GRADE_MESSAGES.tooManyRows);
  given.slice(0, GRADE_RULES.maxRows).forEach((value, index) => {
    const row = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const at = (name: string) => `rows.${index}.${name}`;
    const subject = textOf(row.subject);
    if (!subject) refuse(at('subject'), GRADE_MESSAGES.subject);
    if (subject.length > GRADE_RULES.maxText)
      refuse(at('subject'), GRADE_MESSAGES.text('Subject', GRADE_RULES.maxText));
    const faculty = textOf(row.faculty);
    if (faculty.length > GRADE_RULES.maxText)
      refuse(at('faculty'), GRADE_MESSAGES.text('Faculty', GRADE_RULES.maxText));
    const status = textOf(row.status);
    if (status.length > GRADE_RULES.maxStatus)
      refuse(at('status'), GRADE_MESSAGES.text('Status', GRADE_RULES.maxStatus));
    const grades = (['one', 'two', 'final'] as const).map((name) => {
      const grade = gradeOf(row[name]);
      if (grade === undefined) refuse(at(name), GRADE_MESSAGES.grade);
      return grade ?? null;
    });
    const units = blank(row.units) ? GRADE_RULES.defaultUnits : numberOf(row.units);
    if (!(units > 0 && units <= GRADE_RULES.maxUnits)) refuse(at('units'), GRADE_MESSAGES.units);
    rows.push({
      subject,
      faculty,
      one: grades[0] ?? null,
      two: grades[1] ?? null,
      final: grades[2] ?? null,
      units: Math.round(units * 100) / 100,
      status,
    });
  });

  const generalAverage = gradeOf(form.generalAverage);
  if (generalAverage === undefined) refuse('generalAverage', GRADE_MESSAGES.generalAverage);

  const meta: GradeReportMeta = {};
  const givenMeta = (form.meta && typeof form.meta === 'object' ? form.meta : {}) as Record<
    string,
    unknown
  >;
  for (const key of META_KEYS) {
    const text = textOf(givenMeta[key]);
    if (text.length > GRADE_RULES.maxText)
      refuse(`meta.${key}`, GRADE_MESSAGES.text(META_LABELS[key], GRADE_RULES.maxText));
    if (text) meta[key] = text;
  }

  let expectedVersion: number | undefined;
  if (!blank(form.expectedVersion)) {
    expectedVersion = numberOf(form.expectedVersion);
    if (!Number.isInteger(expectedVersion)) refuse('expectedVersion', GRADE_MESSAGES.version);
  }

  const messages = Object.values(fields);
  if (messages.length > 0) throw DomainError.badInput(messages[0]!, fields);
  return {
    term: term!,
    academicYear,
    rows,
    generalAverage: generalAverage ?? null,
    meta,
    expectedVersion,
  };
}
