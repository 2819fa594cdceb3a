/** A§2.3 Type of Leave values. */
export type LeaveTypeValue = 'sick' | 'social' | 'vacation' | 'others';

/** A§9: the leave types and their labels (`vacation` reads Bereavement Leave). */
export declare const LEAVE_TYPES: Readonly<Record<LeaveTypeValue, string>>;

/** The A§2.3 Leave form as the API takes it. */
export interface LeaveFormFields {
  name: string;
  idNumber: string;
  schoolDept: string;
  courseYear: string;
  type: LeaveTypeValue;
  dateFrom: string;
  dateTo: string;
  daysHours: string;
  reasons: string;
  signatureName: string;
  signatureDate: string;
}

/**
 * A complete, valid leave form for `dateFrom`..`dateTo` (a one-day sick leave unless
 * `overrides` say otherwise).
 * @throws RangeError when `dateFrom` is not 'YYYY-MM-DD'
 * @example leaveForm('2026-11-03', { dateTo: '2026-11-04' })
 */
export declare function leaveForm<T extends Partial<Record<keyof LeaveFormFields, unknown>>>(
  dateFrom: string,
  overrides?: T,
): Omit<LeaveFormFields, keyof T> & T;
