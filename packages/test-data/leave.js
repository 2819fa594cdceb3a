// Leave applications (A§2.3 Leave form, A§9 leave types): a valid form as
// the student fills it, with dates given by the caller ('YYYY-MM-DD').

/** A§9: the leave types and their labels (`vacation` reads Bereavement Leave). */
export const LEAVE_TYPES = Object.freeze({
  sick: 'Sick Leave',
  social: 'Social Orientation',
  vacation: 'Bereavement Leave',
  others: 'Others',
});

/** A complete leave form for `dateFrom`..`dateTo` (one day when `dateTo` is left out). */
export function leaveForm(dateFrom, overrides = {}) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(dateFrom))) {
    throw new RangeError(
      `leaveForm: expected a date 'YYYY-MM-DD', got ${JSON.stringify(dateFrom)}`,
    );
  }
  return {
    name: 'Ana Cruz',
    idNumber: '2024-00123',
    schoolDept: 'School of Engineering',
    courseYear: 'BSCE 2',
    type: 'sick',
    dateFrom,
    dateTo: dateFrom,
    daysHours: '1 day',
    reasons: 'Fever; medical certificate attached.',
    signatureName: 'Ana Cruz',
    signatureDate: dateFrom,
    ...overrides,
  };
}
