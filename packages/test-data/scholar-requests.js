// Scholar requests: what an office asks HR for (A§2.4 Create Scholar Request).

/** The scholar types of a request (the programmes), null meaning either. */
export const SCHOLAR_TYPES = Object.freeze(['student_assistant', 'student_marshal']);

/**
 * A valid request: 3 scholars, 2 male and 1 female, Student Assistants, with a
 * note; `overrides` replace fields (null or undefined leave one out).
 */
export function scholarRequestInput(overrides = {}) {
  const input = {
    total: 3,
    male: 2,
    female: 1,
    scholarType: 'student_assistant',
    notes: 'For the enrolment period: front desk and records.',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );
}
