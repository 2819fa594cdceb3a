/** A§2.3 Term values. */
export type ReapplicationTermValue = 'first' | 'second' | 'short';

/** A§2.3 Term labels: First Semester, Second Semester, Short Term. */
export declare const REAPPLICATION_TERMS: Readonly<Record<ReapplicationTermValue, string>>;

/** The A§2.3 Re-application form as the API takes it. */
export interface ReapplicationFormFields {
  name: string;
  idNumber: string;
  schoolDept: string;
  courseYear: string;
  effectivityDate: string;
  yearsInService: string;
  term: ReapplicationTermValue;
  academicYear: string;
  reasons: string;
  signatureName: string;
  signatureDate: string;
}

/**
 * A complete, valid re-application form for `academicYear` (first semester unless
 * `overrides` say otherwise).
 * @throws RangeError when `academicYear` is not 'YYYY-YYYY'
 * @example reapplicationForm('2026-2027', { term: 'second' })
 */
export declare function reapplicationForm<
  T extends Partial<Record<keyof ReapplicationFormFields | 'gradeReportId', unknown>>,
>(academicYear: string, overrides?: T): Omit<ReapplicationFormFields, keyof T> & T;
