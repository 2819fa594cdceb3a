import type { GradeRowValues } from '@/features/grades/grades-schema';

// The grade rows between the API and the editable table; apart from the form's
// schema (grades-schema.ts), which loads with Zod on first validation.

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A parsed or saved row as the editable table holds it (text in every cell). */
export function rowValues(row: {
  subject: string;
  faculty: string;
  one?: number | null;
  two?: number | null;
  final?: number | null;
  units: number;
  status: string;
}): GradeRowValues {
  return {
    subject: row.subject,
    faculty: row.faculty,
    one: text(row.one),
    two: text(row.two),
    final: text(row.final),
    units: Number(row.units).toFixed(2),
    status: row.status,
  };
}

export const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The table's rows as the API takes them. */
export function rowInput(row: GradeRowValues) {
  return {
    subject: row.subject.trim(),
    faculty: row.faculty.trim(),
    one: numberOrNull(row.one),
    two: numberOrNull(row.two),
    final: numberOrNull(row.final),
    units: numberOrNull(row.units),
    status: row.status.trim(),
  };
}
