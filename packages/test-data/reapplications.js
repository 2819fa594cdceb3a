// Re-applications (A§2.3 Re-application form, A§3): a valid form as the
// scholar fills it, for a term and academic year given by the caller.

/** A§2.3 Term values and their labels. */
export const REAPPLICATION_TERMS = Object.freeze({
  first: 'First Semester',
  second: 'Second Semester',
  short: 'Short Term',
});

/** A complete re-application form for `academicYear` ('YYYY-YYYY'), first semester by default. */
export function reapplicationForm(academicYear, overrides = {}) {
  if (!/^\d{4}-\d{4}$/.test(String(academicYear))) {
    throw new RangeError(
      `reapplicationForm: expected an academic year 'YYYY-YYYY', got ${JSON.stringify(academicYear)}`,
    );
  }
  return {
    name: 'Ana Cruz',
    idNumber: '2024-00123',
    schoolDept: 'School of Engineering',
    courseYear: 'BSCE 3',
    effectivityDate: `${academicYear.slice(0, 4)}-08-01`,
    yearsInService: '1 year 3 months',
    term: 'first',
    academicYear,
    reasons: 'I wish to continue serving the office while keeping my grades up.',
    signatureName: 'Ana Cruz',
    signatureDate: `${academicYear.slice(0, 4)}-07-15`,
    ...overrides,
  };
}
